// What a person will rent (docs/recommendation-formula.md, "What kind of home"): a bed, a room, or a
// flat by size. Each maps to the locality's rent band of that kind (server/data/localities); a bed's
// or a room's rent is per person, a flat's for the flat.

export const HOME_KINDS = {
  pg: { label: 'A bed in a PG or hostel', short: 'PG bed', rentKey: 'pg', perPerson: true },
  shared: { label: 'A room in a shared flat', short: 'Room in a shared flat', rentKey: 'shared', perPerson: true },
  '1rk': { label: '1 RK (one room and a kitchen)', short: '1 RK', rentKey: 'rk1', perPerson: false },
  '1bhk': { label: '1 BHK', short: '1 BHK', rentKey: 'bhk1', perPerson: false },
  '2bhk': { label: '2 BHK', short: '2 BHK', rentKey: 'bhk2', perPerson: false },
  '3bhk': { label: '3 BHK', short: '3 BHK', rentKey: 'bhk3', perPerson: false },
} as const;

export type HomeKind = keyof typeof HOME_KINDS;
export const HOME_KIND_KEYS = Object.keys(HOME_KINDS) as [HomeKind, ...HomeKind[]];
