import { describe, expect, it } from 'vitest';
import { type Intent, matchIntent } from './intents';

// What people ask when they move, in their own words: at least ten paraphrases per intent, the
// spec's suggested questions and the five Popular Questions among them.

const EXAMPLES: Record<Exclude<Intent, 'unknown'>, string[]> = {
  best_neighbourhood: [
    'What are the best neighbourhoods for me?',
    'Which neighbourhood is best for me?',
    'Where should I live?',
    'Where should I rent a flat in Pune?',
    'Can you recommend a neighbourhood?',
    'Suggest an area to live that suits me',
    'best area to stay',
    'Which locality should I pick?',
    'what is the best place to live here',
    'Which area would be right for me?',
    'best neighborhoods',
  ],
  best_for_families: [
    "What's the best neighborhood for families?",
    'Which area is good for a family with kids?',
    'We have two children, where should we live?',
    'family friendly neighbourhoods?',
    'Best place for a family',
    'Where are the good schools?',
    'We are moving with a toddler, any advice on areas?',
    'Which locality suits families?',
    'Neighbourhood for my parents and me',
    'Good area for children to grow up',
  ],
  compare: [
    'Compare my recommended neighbourhoods',
    'Can you compare them?',
    'Koramangala vs Indiranagar',
    'What is the difference between Baner and Aundh?',
    'Pros and cons of my top three',
    'comparison of my options please',
    'Which is better, Powai or Andheri East?',
    'Put my neighbourhoods side by side',
    'How do the areas differ? Show differences',
    'Compare Salt Lake and New Town',
  ],
  about_neighbourhood: [
    'Tell me about Koramangala',
    'Tell me more about the first one',
    'What is Baner like?',
    "What's Indiranagar like to live in?",
    'Describe Salt Lake for me',
    'More about my top recommendation',
    'Give me details of the first neighbourhood',
    'Information on Whitefield',
    'Overview of my first choice',
    'tell me about it',
  ],
  commute: [
    'How long is my commute from Koramangala?',
    'What is the commute like?',
    'How far is my office from Baner?',
    'Travel time to work from Powai',
    'Commuting options to my workplace?',
    'How do I get to work from here?',
    'How long will it take to reach office?',
    'Commute details please',
    'driving time to the office',
    'how long from Salt Lake to my office',
  ],
  places_nearby: [
    'What places are there in Koramangala?',
    'What amenities are nearby?',
    'Local amenities in my neighbourhood',
    'Are there good cafes near me?',
    'Parks around Baner?',
    'Things to do around Indiranagar',
    "What's near my neighbourhood?",
    'Restaurants nearby',
    'Gyms close to my area',
    'hospitals in the area',
  ],
  groceries: [
    'Where can I find affordable groceries?',
    'Where do I buy vegetables?',
    'Is there a supermarket nearby?',
    'cheap grocery shopping',
    'Where is the nearest kirana?',
    'best place for fruits and vegetables',
    'Where to get daily needs?',
    'grocery stores near me',
    'affordable supermarkets in Pune',
    'Where can I buy provisions?',
  ],
  home_essentials: [
    'What items should I buy for my new apartment?',
    'What do I need to buy for my new flat?',
    'Essentials to get for a new home',
    'What should I purchase for the new house?',
    'Furniture for my flat?',
    'Which appliances do I need?',
    'kitchen essentials list',
    'Setting up my new home, what to buy?',
    'shopping list for a new apartment',
    'What things do I need to get for my new place?',
  ],
  utilities: [
    'How do I set up utilities?',
    'How do I get an electricity connection?',
    'Who supplies electricity here?',
    'How to get a piped gas connection?',
    'Water supply connection',
    'Which broadband should I get?',
    'How do I set up internet?',
    'How can I update my Aadhaar address?',
    'What can I use as address proof?',
    'Do I need police verification?',
    'LPG cylinder booking',
  ],
  rent_deposit: [
    'How much security deposit is normal?',
    'What should the rent agreement say?',
    'Do I have to pay brokerage?',
    'What is a lock-in period?',
    'Is a leave and licence agreement needed?',
    'broker fee in Mumbai',
    'How much deposit do landlords ask for?',
    'notice period for leaving a flat',
    'Can the landlord increase rent?',
    'lease agreement tips',
  ],
  moving: [
    'What do I need when moving?',
    'Moving logistics',
    'Should I hire packers and movers?',
    'moving checklist please',
    'How do I transport my car to the new city?',
    'Tips for relocating my stuff',
    'How do I ship my furniture?',
    'relocation checklist',
    'shifting house tips',
    'Prepare for moving to a new city',
  ],
  social: [
    'Where can I meet people with similar interests?',
    'How can I meet people and join social groups?',
    'How do I make new friends here?',
    'Are there any social groups?',
    'I am new in town, how do I meet people?',
    'Clubs I can join?',
    'Any events this month?',
    'communities for newcomers',
    'What festivals are coming up?',
    'meetups near me',
  ],
  safety: [
    'Is Koramangala safe?',
    'How safe is my neighbourhood?',
    'What is the crime rate?',
    'Which area is safest?',
    'Is it safe for women?',
    'safety of Baner',
    'crime in Delhi',
    'how secure is the area',
    'Is the first neighbourhood safe at night?',
    'is it safer than Andheri',
  ],
  greeting: [
    'Hi',
    'Hello!',
    'hey there',
    'Namaste',
    'Good morning',
    'Thanks!',
    'thank you so much',
    'What can you do?',
    'How can you help?',
    'who are you',
  ],
};

describe('matchIntent', () => {
  for (const [intent, questions] of Object.entries(EXAMPLES)) {
    it(`recognises ${intent} in ${questions.length} phrasings`, () => {
      expect(questions.length).toBeGreaterThanOrEqual(10);
      const wrong = questions
        .filter((q) => matchIntent(q).intent !== intent)
        .map((q) => `${q} → ${matchIntent(q).intent}`);
      expect(wrong).toEqual([]);
    });
  }

  it('says it does not know rather than guessing', () => {
    for (const q of ['What is the capital of France?', 'asdf qwerty', 'Write me a poem about the sea', '42'])
      expect(matchIntent(q).intent).toBe('unknown');
  });
});
