import { LIFESTYLE_LABELS } from '../../../../shared/constants/lifestyles';
import { MUST_HAVE_LABELS } from '../../../../shared/constants/must-haves';
import { RENTER_FILTERS } from '../../../../shared/constants/renter-filters';
import { TRAVEL_MODES } from '../../../../shared/constants/travel-modes';
import type { ChatMessage } from '../../../../shared/contracts/chat';
import { formatRupeeRange } from '../../../../shared/domain/format-rupees';
import { budgetLabel, budgetOf } from '../../../../shared/domain/recommend/score-budget';
import type { LlmChatRequest, LlmTurn } from '../../ai';
import type { ChatProfile } from '../chat-profile';

// What the model is sent (spec §4 Chat, §5 history rules, §7 system instruction, §9 settings): the
// system instruction, the seeded history, the conversation so far, and the question with our facts.

/** spec §9 chat model settings. */
export const CHAT_MODEL_SETTINGS = { temperature: 1, topP: 0.95, topK: 64, maxOutputTokens: 8192 } as const;

/** spec §7: markdown, a relocation assistant, the selected neighbourhood first. Plus: our facts only. */
export const CHAT_SYSTEM_INSTRUCTION = [
  "You are Basera's relocation assistant for people moving to a city in India.",
  'Answer in markdown: use bold for names, bulleted or numbered lists, and short headings where they help.',
  'If the person has selected a neighbourhood, answer about it; otherwise help them choose among their recommended neighbourhoods.',
  "Each question comes with facts from Basera (its curated neighbourhoods, places and events, and the person's own results).",
  'Use those facts for anything specific: never invent a place, event, date, price, score or phone number, and say plainly when you do not know.',
  'Rents, walkability and amenity levels are estimates, and safety figures are city-level: say so when you use them.',
  'Keep answers under 250 words unless the person asks for more.',
].join(' ');

const SEED_USER = "Hi! I'm planning to relocate and need help finding the right neighbourhood and settling in.";
const SEED_MODEL =
  "I'd be happy to help you with your move! To find the right neighbourhood, tell me about your budget, your commute, your lifestyle and any must-haves.";

/** Cut at a word boundary, with an ellipsis (spec §4: descriptions cut to 70 or 80 characters). */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > max / 2 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

/** spec §4: the profile summary, listing only the fields present; null when there are none. */
export function profileSummary(profile: ChatProfile): string | null {
  const lines: string[] = [];
  const prefs = profile.preferences;
  if (prefs) {
    const budget = budgetOf(prefs);
    lines.push(`- Budget: ${budgetLabel(prefs)} (${formatRupeeRange(budget)} a month)`);
    const mode = TRAVEL_MODES[prefs.commute.travelMode].label;
    const minutes = profile.recommended[0]?.commuteDetails?.time;
    const to = prefs.commute.workAddress || profile.workLocation?.label;
    if (prefs.commute.anchor === 'none') lines.push('- Commute: none (works from home or does not commute)');
    else lines.push(`- Commute: ${mode}${minutes ? `, about ${minutes} minutes` : ''}${to ? ` to ${to}` : ''}`);
    if (prefs.commute.coordinates)
      lines.push(
        `- Work coordinates: ${prefs.commute.coordinates.lat.toFixed(4)}, ${prefs.commute.coordinates.lng.toFixed(4)}`,
      );
    if (prefs.secondCommute) {
      // A couple's second workplace, with its own mode.
      const second = prefs.secondCommute;
      const secondMinutes = profile.recommended[0]?.secondCommuteDetails?.time;
      const secondTo = second.workAddress || profile.secondWorkLocation?.label;
      lines.push(
        `- Second workplace: ${TRAVEL_MODES[second.travelMode].label}${secondMinutes ? `, about ${secondMinutes} minutes` : ''}${secondTo ? ` to ${secondTo}` : ''}`,
      );
    }
    if (prefs.renterFilters?.length)
      lines.push(`- Renter filters: ${prefs.renterFilters.map((f) => RENTER_FILTERS[f].label).join(', ')}`);
    const lifestyle = [
      ...prefs.lifestylePreferences.map((k) => LIFESTYLE_LABELS[k]),
      ...prefs.customLifestyles.filter((c) => c.value).map((c) => c.name),
    ];
    if (lifestyle.length) lines.push(`- Lifestyle: ${lifestyle.join(', ')}`);
    const mustHaves = prefs.prioritizedMustHaves
      .toSorted((a, b) => a.priority - b.priority)
      .map((m) => MUST_HAVE_LABELS[m.name]);
    if (mustHaves.length) lines.push(`- Must-haves, most important first: ${mustHaves.join(', ')}`);
  }
  if (profile.persona) lines.push(`- Persona: ${profile.persona}`);
  const analysis = profile.analysis?.analysisResults;
  if (analysis) {
    if (analysis.personality_traits.length)
      lines.push(`- Personality traits: ${analysis.personality_traits.slice(0, 5).join(', ')}`);
    if (analysis.lifestyle_indicators.length)
      lines.push(`- Lifestyle indicators: ${analysis.lifestyle_indicators.slice(0, 5).join(', ')}`);
    if (analysis.commute_insights.length)
      lines.push(`- Commute insights: ${analysis.commute_insights.slice(0, 3).join('; ')}`);
  }
  return lines.length ? `Here is my profile:\n${lines.join('\n')}` : null;
}

/** spec §4: the greeting with up to three neighbourhoods, descriptions cut, three amenities each. */
export function neighbourhoodGreeting(profile: ChatProfile): string | null {
  const { selected, recommended } = profile;
  // The amenities its card claims; where it claims none (an estimate Discover Places does not list), its highlights.
  const amenities = (n: { nearbyHighlights: string[]; amenities?: string[] }) =>
    (n.amenities?.length ? n.amenities : n.nearbyHighlights).slice(0, 3).join(', ');
  if (selected) {
    return `Thanks! You've selected **${selected.name}** (${selected.city}): ${cut(selected.description, 80)} Nearby: ${amenities(selected)}. How can I help you settle in there?`;
  }
  if (!recommended.length) return null;
  const list = recommended
    .slice(0, 3)
    .map(
      (n) => `- **${n.name}** (${n.city}, ${n.matchScore}% match): ${cut(n.description, 70)} Nearby: ${amenities(n)}.`,
    )
    .join('\n');
  return `Thanks! Based on your profile, these neighbourhoods fit you best:\n${list}\nWhich would you like to know more about?`;
}

/** Consecutive turns of one role are merged, and every turn has text (spec §5). */
function tidy(turns: LlmTurn[]): LlmTurn[] {
  const out: LlmTurn[] = [];
  for (const turn of turns) {
    if (!turn.text.trim()) continue;
    const last = out.at(-1);
    if (last?.role === turn.role) last.text += `\n\n${turn.text}`;
    else out.push({ ...turn });
  }
  return out;
}

export function buildModelRequest(
  profile: ChatProfile,
  conversation: ChatMessage[],
  question: string,
  facts: string,
): Omit<LlmChatRequest, 'signal'> {
  const summary = profileSummary(profile);
  const greeting = summary ? neighbourhoodGreeting(profile) : null;
  const seeded: LlmTurn[] = [
    { role: 'user', text: SEED_USER },
    { role: 'model', text: SEED_MODEL },
    ...(summary ? [{ role: 'user' as const, text: summary }] : []),
    ...(greeting ? [{ role: 'model' as const, text: greeting }] : []),
  ];
  const earlier = conversation.map((m): LlmTurn => ({ role: m.sender === 'user' ? 'user' : 'model', text: m.text }));
  const ask: LlmTurn = {
    role: 'user',
    text: `Facts from Basera for this question (use them; do not add facts of your own):\n\n${facts}\n\n---\n\nMy question: ${question}`,
  };
  return {
    system: CHAT_SYSTEM_INSTRUCTION,
    history: tidy([...seeded, ...earlier, ask]),
    settings: { ...CHAT_MODEL_SETTINGS },
  };
}
