# Production image: builds the client and server, then runs the bundled server on Node 20.
# Needs a real Firebase project (FIREBASE_PROJECT_ID, FIREBASE_API_KEY): production refuses the
# emulator. Set DATABASE_URL for a PostgreSQL server; without it, the embedded PostgreSQL keeps its
# data in /app/data (mount a volume there).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server/db/migrations ./server/db/migrations
COPY server/data ./server/data
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "dist/server/main.js"]
