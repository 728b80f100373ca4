// Station names as our lists and the feeds spell them, give or take case, spaces and punctuation
// ("HITEC City", "Hitec city"; "M.G. Road", "MG Road"): the key two spellings of one name share.
export const stopNameKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
