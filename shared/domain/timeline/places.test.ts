import { describe, expect, it } from 'vitest';
import { TimelineAnalyzer } from './analyze-timeline';
import { outcomeOf } from './apply-analysis';
import { at, east, type SemanticObject, semanticFile, visit } from './test-history';

// What a frequent place is called: its kind from its name (a supermarket is groceries, a car park
// is no park), and a place stayed at once is not frequent however long the stay.

const CET = 1;
const home = { lat: 47.3769, lng: 8.5417 };
const noNames = () => null;

function analyse(objects: SemanticObject[]) {
  const analyzer = new TimelineAnalyzer(noNames, () => CET * 60);
  analyzer.push(semanticFile(objects));
  return analyzer.end().insights;
}

describe('frequent places', () => {
  const shop = east(home, 1);
  const carPark = east(home, 2);
  const park = east(home, 3);
  const hotel = east(home, 40);
  const objects: SemanticObject[] = [];
  for (let d = 0; d < 28; d++) {
    if (d < 20 || d > 23) objects.push(visit(home, at(d, 19, CET), at(d + 1, 8, CET), { type: 'TYPE_HOME' }));
    if (d % 3 === 0) objects.push(visit(shop, at(d, 17, CET), at(d, 18, CET), { name: 'Coop Supermarkt Parkside' }));
    if (d % 4 === 0) objects.push(visit(carPark, at(d, 12, CET), at(d, 13.5, CET), { name: 'Parkhaus Urania' }));
    if (d % 4 === 1) objects.push(visit(carPark, at(d, 12, CET), at(d, 13.5, CET), { name: 'NCP Car Park' }));
    if (d % 5 === 0) objects.push(visit(park, at(d, 10, CET), at(d, 11.5, CET), { name: 'Rieter Park' }));
  }
  // Four nights in one hotel, once; and a weekend in another, recorded as four visits.
  objects.push(visit(hotel, at(20, 19, CET), at(24, 10, CET), { name: 'Hotel Bellevue' }));
  const inn = east(home, 60);
  objects.push(visit(inn, at(12, 20, CET), at(12, 20.1, CET), { name: 'Courtyard Inn' }));
  objects.push(visit(inn, at(12, 23, CET), at(13, 9, CET), { name: 'Courtyard Inn' }));
  objects.push(visit(inn, at(13, 12, CET), at(14, 9, CET), { name: 'Courtyard Inn' }));
  objects.push(visit(inn, at(14, 11, CET), at(14, 12, CET), { name: 'Courtyard Inn' }));

  it('types a supermarket as groceries and a car park as no park', () => {
    const { analysisResults, frequentPlaces } = analyse(objects);
    expect(frequentPlaces).toContainEqual(
      expect.objectContaining({ type: 'Grocery Store', name: 'Coop Supermarkt Parkside' }),
    );
    const parks = frequentPlaces.filter((p) => p.type === 'Park').map((p) => p.name);
    expect(parks).toEqual(['Rieter Park']);
    expect(analysisResults.frequent_locations).toContain('Grocery Store (Coop Supermarkt Parkside)');
    expect(outcomeOf(analysisResults).mustHaves).toContain('groceryStores');
  });

  it('does not list a single stay as a frequent place, even split into several visits', () => {
    const { analysisResults, frequentPlaces } = analyse(objects);
    expect(frequentPlaces.map((p) => p.name)).not.toContain('Hotel Bellevue');
    expect(frequentPlaces.map((p) => p.name)).not.toContain('Courtyard Inn');
    expect(analysisResults.frequent_locations.join('|')).not.toMatch(/Bellevue|Courtyard/);
    // Places visited week after week still are.
    expect(frequentPlaces.map((p) => p.name)).toContain('Rieter Park');
  });
});
