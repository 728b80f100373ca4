import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Festival, festivalSchema } from '../dataset/event-schema';
import { festivalDays } from './festival-days';

// A city's festival days, from the real rules (server/data/events/festivals.json): the central
// lists everywhere, a state's own festivals in its cities, for any year the window touches.

const rules: Festival[] = festivalSchema
  .array()
  .parse(JSON.parse(readFileSync(new URL('../../../server/data/events/festivals.json', import.meta.url), 'utf8')));
const pune = { name: 'Pune', state: 'Maharashtra', lat: 18.5204, lng: 73.8567 };
const kolkata = { name: 'Kolkata', state: 'West Bengal', lat: 22.5726, lng: 88.3639 };
const ids = (days: { id: string }[]) => days.map((d) => d.id);
const january2027 = { from: '2027-01-01', to: '2027-01-31' };
const cityIn = (name: string, state: string) => ({ name, state, lat: 23, lng: 77 });

describe('festivalDays', () => {
  it('gives Pune its January 2027 festivals, and not another state’s', () => {
    const days = festivalDays(rules, pune, { from: '2027-01-01', to: '2027-01-31' });
    expect(days.find((d) => d.id === 'makar-sankranti')?.start).toBe('2027-01-14');
    expect(ids(days)).toContain('republic-day');
    expect(ids(days)).not.toContain('pongal'); // Tamil Nadu's
  });

  it('names the day as its state does: Pongal in Chennai, Uttarayan in Ahmedabad, Magh Bihu in Guwahati', () => {
    const chennai = festivalDays(rules, cityIn('Chennai', 'Tamil Nadu'), january2027);
    expect(ids(chennai)).toContain('pongal');
    expect(ids(chennai)).not.toContain('makar-sankranti');
    const ahmedabad = festivalDays(rules, cityIn('Ahmedabad', 'Gujarat'), january2027);
    expect(ahmedabad.find((d) => d.id === 'makar-sankranti')).toMatchObject({
      name: 'Uttarayan (Makar Sankranti)',
      start: '2027-01-14',
    });
    const guwahati = festivalDays(rules, cityIn('Guwahati', 'Assam'), january2027);
    expect(guwahati.find((d) => d.id === 'makar-sankranti')?.name).toBe('Magh Bihu (Makar Sankranti)');
    const chandigarh = festivalDays(rules, cityIn('Chandigarh', 'Chandigarh'), january2027);
    expect(chandigarh.find((d) => d.id === 'lohri')?.start).toBe('2027-01-13');
    expect(ids(festivalDays(rules, pune, january2027))).not.toContain('lohri');
  });

  it('lists the Islamic festivals in every city, labelled as expected', () => {
    const year = festivalDays(rules, pune, { from: '2027-01-01', to: '2027-12-31' });
    for (const id of ['eid-al-fitr', 'eid-al-adha', 'muharram', 'milad-un-nabi', 'buddha-purnima', 'mahavir-jayanti']) {
      expect(ids(year), id).toContain(id);
    }
    expect(
      year
        .filter((d) => d.expected)
        .map((d) => d.id)
        .sort(),
    ).toEqual(['eid-al-adha', 'eid-al-fitr', 'milad-un-nabi', 'muharram']);
  });

  it('keeps a state’s own festivals in its cities', () => {
    const october = { from: '2027-10-01', to: '2027-10-31' };
    expect(ids(festivalDays(rules, kolkata, october))).toContain('durga-puja');
    expect(ids(festivalDays(rules, pune, october))).not.toContain('durga-puja');
  });

  it('runs across the turn of a year, in date order, and never out', () => {
    const days = festivalDays(rules, pune, { from: '2026-12-20', to: '2027-03-20' });
    expect(ids(days)).toEqual(expect.arrayContaining(['christmas', 'makar-sankranti', 'maha-shivaratri']));
    const starts = days.map((d) => d.start);
    expect(starts).toEqual([...starts].sort());
    const far = festivalDays(rules, pune, { from: '2099-01-01', to: '2099-12-31' });
    expect(ids(far)).toEqual(expect.arrayContaining(['diwali', 'holi', 'makar-sankranti']));
  });

  it('counts a span under way on the first day', () => {
    const navratri = festivalDays(rules, pune, { from: '2027-01-01', to: '2027-12-31' }).find(
      (d) => d.id === 'navratri',
    );
    expect(navratri?.end).toBeDefined();
    const during = festivalDays(rules, pune, { from: navratri!.end!, to: navratri!.end! });
    expect(ids(during)).toContain('navratri');
  });
});
