// The finder's 25 lifestyle keys (SUPPLEMENT.md: the original's 24 plus petFriendly in place of
// the duplicate `quietness`), each with the label users see.
export const LIFESTYLE_LABELS = {
  accessibility: 'Accessibility',
  activeLifestyle: 'Active Lifestyle',
  affordability: 'Affordability',
  amenities: 'Amenities',
  artsAndMusic: 'Arts & Music',
  casual: 'Casual',
  casualDining: 'Casual Dining',
  cleanliness: 'Cleanliness',
  community: 'Community',
  convenient: 'Convenient',
  cultural: 'Cultural',
  entertainment: 'Entertainment',
  familyFriendly: 'Family Friendly',
  fineDining: 'Fine Dining',
  greenSpaces: 'Green Spaces',
  healthy: 'Healthy',
  internationalCuisine: 'International Cuisine',
  nightlife: 'Nightlife',
  outdoorActivities: 'Outdoor Activities',
  quiet: 'Quiet',
  relaxing: 'Relaxing',
  safety: 'Safety',
  shopping: 'Shopping',
  socialGatherings: 'Social Gatherings',
  petFriendly: 'Pet Friendly',
} as const;

export type LifestyleKey = keyof typeof LIFESTYLE_LABELS;
export const LIFESTYLE_KEYS = Object.keys(LIFESTYLE_LABELS) as [LifestyleKey, ...LifestyleKey[]];
