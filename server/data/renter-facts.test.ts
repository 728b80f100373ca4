import { describe, expect, it } from 'vitest';
import { DATA_REVIEWED_ON } from '../../shared/domain/dataset/freshness/reviewed-on';
import { loadDataset } from './load-dataset';

// docs/data.md, "Renter facts": every fact keyed to a city and locality we have, sourced and dated,
// and worded as a report about kinds of tenant, never about who lives somewhere.
const dataset = loadDataset();
const facts = dataset.renterFacts;

describe('renter facts', () => {
  it('keys every fact to a city in the city table and every locality to one in the data', () => {
    const unknownCities: string[] = [];
    const unknownLocalities: string[] = [];
    const wrongCity: string[] = [];
    const check = (city: string, localities: readonly string[] = []) => {
      if (!dataset.citiesById.has(city)) unknownCities.push(city);
      for (const id of localities) {
        const locality = dataset.localitiesById.get(id);
        if (!locality) unknownLocalities.push(id);
        else if (locality.city !== city) wrongCity.push(`${id} (listed under ${city})`);
      }
    };
    for (const t of facts.tenancy) check(t.city);
    for (const r of facts.whoCanRent) check(r.city, r.localities);
    for (const list of facts.floodLists)
      check(
        list.city,
        list.entries.map((e) => e.locality),
      );
    for (const a of facts.airQuality) check(a.city, a.localities);
    for (const w of facts.waterSupply) check(w.city, w.localities);
    expect({ unknownCities, unknownLocalities, wrongCity }).toEqual({
      unknownCities: [],
      unknownLocalities: [],
      wrongCity: [],
    });
  });

  it('has one tenancy entry per city, one list entry per locality, and station figures with their localities', () => {
    const cities = facts.tenancy.map((t) => t.city);
    expect(new Set(cities).size).toBe(cities.length);
    for (const list of facts.floodLists) {
      const ids = list.entries.map((e) => e.locality);
      expect(new Set(ids).size, list.id).toBe(ids.length);
    }
    const listIds = facts.floodLists.map((l) => l.id);
    expect(new Set(listIds).size).toBe(listIds.length);
    for (const a of facts.airQuality) {
      if (a.scope === 'station') expect(a.station && a.localities?.length, a.city).toBeTruthy();
      else expect(a.station ?? a.localities, a.city).toBeUndefined();
    }
    const cityFigures = facts.airQuality.filter((a) => a.scope === 'city').map((a) => a.city);
    expect(new Set(cityFigures).size).toBe(cityFigures.length);
  });

  it('dates no fact in the future and gives every link as http(s)', () => {
    const thisYear = Number(DATA_REVIEWED_ON.slice(0, 4));
    const all = [
      ...facts.tenancy.flatMap((t) => t.norms),
      ...facts.whoCanRent,
      ...facts.floodLists,
      ...facts.airQuality,
      ...facts.waterSupply,
    ];
    for (const fact of all) {
      expect(fact.year, fact.source).toBeLessThanOrEqual(thisYear);
      if (fact.url) expect(fact.url).toMatch(/^https?:\/\//);
    }
  });

  it('words who-can-rent reports as reports about kinds of tenant, never about a community', () => {
    const community =
      /\b(muslim|hindu|christian|catholic|sikh|parsi|jain|gujarati|marathi|maharashtrian|bengali|tamil|caste|religio\w*|communit(y|ies)|migrants?)\b/i;
    for (const report of facts.whoCanRent) {
      expect(report.text, report.source).toMatch(/\breported\b/);
      expect(report.text, report.source).not.toMatch(community);
    }
  });
});
