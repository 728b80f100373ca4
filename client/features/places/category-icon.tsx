import { PLACE_CATEGORY_TABLE } from '../../../shared/constants/place-categories';
import type { PlaceCategoryKey } from '../../../shared/constants/places';

// Category illustrations drawn inline (no hot-linked photos, nothing from another host): simple
// line icons on a 24-unit grid. Each kind of place's is in PLACE_CATEGORY_TABLE; these two are not kinds.
const OWN_PATHS = {
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
      <path
        d={
          category === 'other' || category === 'neighborhood'
            ? OWN_PATHS[category]
            : PLACE_CATEGORY_TABLE[category].icon
        }
      />
    </svg>
  );
}
