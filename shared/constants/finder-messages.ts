// The finder's own messages (spec §5), shared by the preferences contract and the form's rules
// without the one pulling in the other's zod schemas.
export const LIFESTYLE_MINIMUM_MESSAGE = 'Please select at least 3 lifestyle preferences.';
export const DUPLICATE_LIFESTYLE_MESSAGE = 'This lifestyle preference already exists!';
