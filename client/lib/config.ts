// The client's only reader of import.meta.env (STYLE.md). The spec's backend base URL setting
// (§7) defaults to this same origin, which is where `npm start` serves both the app and the API.
const raw = import.meta.env.VITE_API_BASE_URL;

export const clientEnv = {
  apiBaseUrl: typeof raw === 'string' ? raw.replace(/\/$/, '') : '',
} as const;
