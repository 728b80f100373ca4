import type { FestivalPlace, FestivalRule, Tithi } from '../dataset/event-schema';
import type { SankrantiDay } from './find-sankranti-day';

const PERIODS: Record<Tithi['at'], string> = {
  sunrise: 'at sunrise',
  purvahna: 'in the forenoon (purvahna)',
  madhyahna: 'at midday (madhyahna)',
  aparahna: 'in the afternoon (aparahna)',
  pradosh: 'in the evening after sunset (pradosh)',
  nishita: 'at midnight (nishita)',
};
const TITHIS = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
];
const SANKRANTI_DAYS: Record<SankrantiDay, string> = {
  'ingress-day': 'on the day of the ingress (IST)',
  'sunrise-to-sunrise': 'on the day, sunrise to sunrise, the ingress falls in',
  'before-sunset': 'on the day of the ingress if before sunset, else the next',
  'before-aparahna': 'on the day of the ingress if before the afternoon (aparahna), else the next',
  'next-sunrise': 'on the day of the first sunrise after the ingress',
};
const PREFERENCES: Record<NonNullable<Tithi['prefer']>, string> = {
  first: '',
  second: ' (the second day when it holds both)',
  fuller: ' (the day it holds more of it)',
  shravana: ', or the next day when it holds that sunrise and the Moon is in Shravana in its afternoon',
  'avoid-bhadra-three-muhurtas': ' outside Bhadra, or the next day if purnima lasts three muhurtas after its sunrise',
  'avoid-bhadra-three-and-a-half-praharas':
    ' outside Bhadra, or the next day if purnima lasts three and a half praharas after its sunrise',
};
const HIJRI_MONTHS = [
  'Muharram',
  'Safar',
  "Rabi' al-Awwal",
  "Rabi' al-Thani",
  'Jumada al-Awwal',
  'Jumada al-Thani',
  'Rajab',
  "Sha'ban",
  'Ramadan',
  'Shawwal',
  "Dhu al-Qa'dah",
  'Dhu al-Hijjah',
];
const NAKSHATRAS: Record<number, string> = { 22: 'Shravana (Thiruvonam)' };
const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function describeTithi(month: string, tithi: Omit<Tithi, 'at' | 'prefer'>): string {
  const name = tithi.tithi === 15 ? (tithi.paksha === 'shukla' ? 'Purnima' : 'Amavasya') : TITHIS[tithi.tithi - 1];
  return `${capitalise(month)} ${tithi.paksha === 'shukla' ? 'Shukla' : 'Krishna'} ${name}`;
}

/**
 * A festival's `basis` in words: how its date is found, for the person reading it ("computed from the
 * Sun and Moon's positions (rule: …)", "computus", "fixed date").
 */
export function describeFestivalRule(rule: FestivalRule, place: FestivalPlace): string {
  switch (rule.kind) {
    case 'fixed':
      return 'fixed date';
    case 'computus':
      return `computus (${rule.daysFromEaster === 0 ? 'Easter Sunday' : `${-rule.daysFromEaster} days before Easter Sunday`}, Gregorian)`;
    case 'tithi': {
      const until = rule.until ? ` to ${describeTithi(rule.month, rule.until)} ${PERIODS[rule.until.at]}` : '';
      const offset = rule.dayOffset ? '; the festival the day after' : '';
      return `computed from the Sun and Moon's positions (rule: ${describeTithi(rule.month, rule)} ${PERIODS[rule.at]}${PREFERENCES[rule.prefer ?? 'first']}${until}${offset}; amanta months, at ${place.name}, IST)`;
    }
    case 'sankranti':
      return `computed from the Sun's position (rule: the Sun's entry into sidereal ${capitalise(rule.sign)}, Lahiri ayanamsa, kept ${SANKRANTI_DAYS[rule.day]}, at ${place.name}, IST)`;
    case 'hijri':
      return `computed from the new moon and the first evening the crescent can be seen at ${place.name} (Yallop's criterion; rule: ${rule.day} ${HIJRI_MONTHS[rule.month - 1]})`;
    case 'nakshatra':
      return `computed from the Sun and Moon's positions (rule: the Moon in ${NAKSHATRAS[rule.nakshatra] ?? `nakshatra ${rule.nakshatra}`} at sunrise in the solar month of ${capitalise(rule.solarMonth)}, Lahiri ayanamsa, at ${place.name}, IST)`;
  }
}
