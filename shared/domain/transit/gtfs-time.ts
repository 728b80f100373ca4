/** "08:33:28" (or "25:10:00" for a trip past midnight, or "8:33:28") → seconds; null if malformed. */
export function parseGtfsTime(text: string): number | null {
  const m = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Seconds after midnight → "HH:MM:SS" (hours may pass 24). */
export function formatGtfsTime(seconds: number): string {
  const s = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** "20260103" → 20260103 if it is a real calendar date, else null. */
export function parseGtfsDate(text: string): number | null {
  if (!/^\d{8}$/.test(text)) return null;
  const y = Number(text.slice(0, 4));
  const m = Number(text.slice(4, 6));
  const d = Number(text.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return Number(text);
}
