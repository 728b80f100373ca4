// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api and /trpc to the server on :3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_ORIGINS: process.env.PUBLIC_ORIGINS ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
