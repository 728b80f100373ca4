import { type Logger, pino } from 'pino';

// Structured JSON logs. Tokens, cookies and anything location-shaped are redacted by key so a
// careless `logger.info({ body })` cannot leak them (DESIGN.md: nothing of a timeline is logged).
const REDACT = [
  'idToken',
  'token',
  'authorization',
  'cookie',
  '*.idToken',
  '*.token',
  '*.authorization',
  '*.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.coordinates',
  '*.lat',
  '*.lng',
  '*.workAddress',
];

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'basera' }, redact: { paths: REDACT, censor: '[redacted]' } });
}
