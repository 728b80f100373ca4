// The relocation assistant's fixed texts (spec §2, §8; SUPPLEMENT.md "Popular Questions").

/** spec §2: the first bot message. */
export const WELCOME_MESSAGE = "Hi there! I'm your relocation assistant. How can I help you today?";

/** spec §8 chat errors, as the user sees them. */
export const CHAT_ERRORS = {
  cannotProcess: "I'm sorry, I couldn't process that request.",
  cannotConnect: "Sorry, I'm having trouble connecting right now. Please try again later.",
  missingKey: 'Could not initialize chat due to missing API key. Please contact support.',
  cannotInitialise: 'Could not initialize chat. Please try again later.',
} as const;

/** The longest message a person may send (characters). */
export const CHAT_MAX_CHARS = 2000;

/** SUPPLEMENT.md: the Relocation Assistant page's five Popular Questions. */
export const POPULAR_QUESTIONS = [
  "What's the best neighborhood for families?",
  'Where can I find affordable groceries?',
  'What items should I buy for my new apartment?',
  'How do I set up utilities?',
  'Where can I meet people with similar interests?',
] as const;

/** spec §2: the How I Can Help card. */
export const HOW_I_CAN_HELP = [
  'Questions about neighbourhoods: which suits you, how they compare, your commute',
  'Essential items for your new home',
  'Local services: electricity, water, gas, internet and address proof',
  'Social groups and activities: events and places to meet people',
  'Moving logistics: packers, paperwork, rent and deposits',
] as const;
