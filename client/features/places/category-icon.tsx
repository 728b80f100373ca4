import type { PlaceCategoryKey } from '../../../shared/constants/places';

// Category illustrations drawn inline (no hot-linked photos, nothing from another host): simple
// line icons on a 24-unit grid.
const PATHS: Record<PlaceCategoryKey | 'neighborhood', string> = {
  restaurant: 'M7 3v8m-2-8v4a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 0-3 2-3 5s1 4 3 4v9m0-18v18',
  cafe: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zm12 1h2a2 2 0 0 1 0 4h-2M8 3c0 1-1 1-1 2s1 1 1 2m4-4c0 1-1 1-1 2s1 1 1 2',
  gym: 'M3 10v4m3-6v8m12-8v8m3-6v4M6 12h12',
  park: 'M12 21v-6m0 0c-4 0-6-2-6-5 0-2 1-3 2-4a4 4 0 0 1 8 0c1 1 2 2 2 4 0 3-2 5-6 5z',
  shopping_mall: 'M5 8h14l-1 12H6zm4 0V6a3 3 0 0 1 6 0v2',
  entertainment: 'M4 7h16v10H4zm4 0v10m8-10v10M4 12h4m8 0h4',
  grocery: 'M3 5h2l2 10h10l2-7H6m3 11a1 1 0 1 0 0 .1m8-.1a1 1 0 1 0 0 .1',
  school: 'M2 9l10-5 10 5-10 5zm4 2v5c2 2 10 2 12 0v-5m4-2v6',
  hospital: 'M4 4h16v16H4zm8 4v8m-4-4h8',
  bar: 'M6 3h12l-6 8zm6 8v8m-4 2h8',
  stadium: 'M3 9c0-2 4-4 9-4s9 2 9 4v6c0 2-4 4-9 4s-9-2-9-4zm0 0c0 2 4 4 9 4s9-2 9-4M12 13v6',
  pharmacy: 'M9 3h6v3H9zM6 6h12v15H6zm6 4v7m-3.5-3.5h7',
  furniture: 'M4 11a2 2 0 0 1 4 0v2h8v-2a2 2 0 0 1 4 0v6H4zm2-1V7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v3M6 17v2m12-2v2',
  coworking: 'M5 6h14v9H5zm-2 12h18M9 15l-1 3m7-3l1 3',
  other: 'M12 21s-6-6-6-11a6 6 0 0 1 12 0c0 5-6 11-6 11zm0-9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  neighborhood: 'M3 11l9-7 9 7m-16-1v10h5v-6h4v6h5V10',
};

export function CategoryIcon({ category, size = 24 }: { category: PlaceCategoryKey | 'neighborhood'; size?: number }) {
  return (
    <svg
      className="category-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[category]} />
    </svg>
  );
}
