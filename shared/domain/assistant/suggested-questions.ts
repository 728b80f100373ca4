// spec §2: the chat's three suggested questions, by what the person has done so far.

export function suggestedQuestions(context: {
  selected: string | null;
  firstRecommended: string | null;
}): [string, string, string] {
  if (context.selected) {
    return [
      `What places are there in ${context.selected}?`,
      `What is the commute like from ${context.selected} to my office?`,
      `What amenities are near ${context.selected}?`,
    ];
  }
  if (context.firstRecommended) {
    return [
      `Tell me more about ${context.firstRecommended}`,
      'Compare my recommended neighbourhoods',
      'Which neighbourhood is best for me?',
    ];
  }
  return [
    'What are the best neighbourhoods to live in?',
    'What do I need for moving to a new city?',
    'How can I find social groups?',
  ];
}
