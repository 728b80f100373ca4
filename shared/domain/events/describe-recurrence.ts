import type { Recurrence } from '../dataset/event-schema';
import { MONTH_NAMES } from '../format-dates';

const DAY_NAMES = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const ORDINAL: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

/** A published rule in words: "Every Sunday", "Every day", "Second Saturday of every month", "Every 26 January". */
export function describeRecurrence(rule: Recurrence): string {
  if (rule.freq === 'weekly') {
    if (rule.byDay.length === 7) return 'Every day';
    return `Every ${rule.byDay
      .map((d) => DAY_NAMES[d])
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')}`;
  }
  if (rule.freq === 'monthly') {
    const what = `${ORDINAL[rule.bySetPos]} ${DAY_NAMES[rule.byDay]} of every month`;
    return what.charAt(0).toUpperCase() + what.slice(1);
  }
  if ('byMonthDay' in rule) return `Every ${rule.byMonthDay} ${MONTH_NAMES[rule.byMonth - 1]}`;
  return `Every year, the ${ORDINAL[rule.bySetPos]} ${DAY_NAMES[rule.byDay]} of ${MONTH_NAMES[rule.byMonth - 1]}`;
}
