// What the finder's commute is to (docs/recommendation-formula.md, "Where the person works"): work,
// college or family, each an address; or none, for someone who does not commute (the city only).
export const COMMUTE_ANCHORS = {
  work: {
    label: 'Work',
    address: 'Work address',
    placeholder: 'Office, tech park or locality',
    to: 'work',
    place: 'your work',
  },
  college: {
    label: 'College',
    address: 'College address',
    placeholder: 'College, campus or locality',
    to: 'college',
    place: 'your college',
  },
  family: {
    label: 'Family',
    address: "Your family's address",
    placeholder: 'Their locality or a landmark',
    to: 'your family',
    place: 'your family',
  },
  none: { label: "I don't commute", address: null, placeholder: null, to: null, place: null },
} as const;

export type CommuteAnchor = keyof typeof COMMUTE_ANCHORS;
export const COMMUTE_ANCHOR_KEYS = Object.keys(COMMUTE_ANCHORS) as [CommuteAnchor, ...CommuteAnchor[]];
