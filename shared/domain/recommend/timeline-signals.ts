import type { LifestyleKey } from '../../constants/lifestyles';
import type { AnalysisResults } from '../../contracts/analysis';

// What a timeline analysis says about the neighbourhood someone would like: lifestyle keys read
// from its area preferences, lifestyle indicators and frequent place types. They join the person's
// own choices at half weight, and shift a little weight from budget and commute to lifestyle.
const SIGNALS: [RegExp, LifestyleKey][] = [
  [/\b(quiet|peaceful|residential|calm)/i, 'quiet'],
  [/\b(green|park|garden|lake|nature|outdoor)/i, 'greenSpaces'],
  [/\b(gym|fitness|active|sport|run)/i, 'activeLifestyle'],
  [/\b(nightlife|bar|pub|club)/i, 'nightlife'],
  [/\b(cafe|coffee)/i, 'casual'],
  [/\b(restaurant|dining|food)/i, 'casualDining'],
  [/\bfine dining/i, 'fineDining'],
  [/\b(shop|mall|market|grocery)/i, 'shopping'],
  [/\b(family|school|children|kid)/i, 'familyFriendly'],
  [/\b(cultural|temple|museum|arts?|music)/i, 'cultural'],
  [/\b(social|community|friends)/i, 'socialGatherings'],
  [/\b(urban|central|downtown|busy|vibrant)/i, 'entertainment'],
  [/\b(transit|metro|train|bus)/i, 'accessibility'],
];

export function lifestyleSignalsFromTimeline(analysis: AnalysisResults | null | undefined): LifestyleKey[] {
  if (!analysis) return [];
  const texts = [...analysis.area_preferences, ...analysis.lifestyle_indicators, ...analysis.frequent_locations];
  const keys = new Set<LifestyleKey>();
  for (const text of texts) for (const [pattern, key] of SIGNALS) if (pattern.test(text)) keys.add(key);
  return [...keys].sort();
}
