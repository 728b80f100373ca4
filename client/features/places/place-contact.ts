// A place's opening hours and phone as OpenStreetMap gives them
// (https://wiki.openstreetmap.org/wiki/Key:opening_hours, Key:phone), made readable for the card.

const DAYS: Record<string, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
  PH: 'public holidays',
};

/**
 * "Mo-Sa 09:00-21:00; Su off" → "Mon–Sat 09:00–21:00; Sun closed". Only the common words change:
 * a rule this does not know ("sunrise-sunset", week numbers) is shown as the map has it.
 */
export function formatOpeningHours(hours: string): string {
  const text = hours.trim().replace(/\s*;\s*/g, '; ');
  if (text === '24/7') return 'Open 24 hours';
  return text
    .replace(/\bMo-Su\b/g, 'Daily')
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)-(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (_, from: string, to: string) => `${from}–${to}`)
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su|PH)\b/g, (day) => DAYS[day] ?? day)
    .replace(/\b(off|closed)\b/g, 'closed')
    .replace(/(\d{2}:\d{2})-(\d{2}:\d{2}\+?)/g, '$1–$2');
}

/** Each number of a phone tag ("+91 20 2553 1234; +91 98220 12345"), with its tel: address. */
export function phoneLinks(phone: string): { text: string; href: string }[] {
  return phone
    .split(/[;,]/)
    .map((text) => text.trim())
    .filter((text) => /\d{5,}/.test(text.replace(/\D/g, '')))
    .map((text) => ({ text, href: `tel:${text.replace(/[^\d+]/g, '')}` }));
}
