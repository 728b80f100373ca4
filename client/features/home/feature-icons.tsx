// Line icons for the feature cards (24 × 24, drawn with the current text colour). Inline SVG rather
// than emoji, which not every system has a font for.
const paths = {
  neighbourhood: 'M3 21h18M5 21V10l5-4 5 4v11M15 21v-7h4v7M8 13h4M8 17h4',
  places: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12.2a2.7 2.7 0 1 0 0-5.4 2.7 2.7 0 0 0 0 5.4z',
  assistant: 'M4 5h16v11H9l-5 4V5zM8 9.5h8M8 12.5h5',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3a6.5 6.5 0 0 1 3.5 5.7',
} as const;

export type FeatureIconName = keyof typeof paths;

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      className="feature__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}
