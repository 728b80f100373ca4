import type { AssistantFacts } from '../../../../shared/domain/assistant/facts';
import { buildMentionIndex } from '../../../../shared/domain/assistant/find-mentions';
import type { Understanding } from '../../../../shared/domain/assistant/intents';
import { resolveQuestion } from '../../../../shared/domain/assistant/resolve/resolve-question';
import { outOfScopeTopic } from '../../../../shared/domain/assistant/understand/out-of-scope';
import { INTENT_NEEDS } from '../../../../shared/domain/assistant/write-answer';
import type { Locality } from '../../../../shared/domain/dataset/schema';
import { perOwner } from '../../../../shared/domain/per-owner';
import { budgetLabel, budgetOf } from '../../../../shared/domain/recommend/score-budget';
import type { Dataset } from '../../../data/load-dataset';
import { indianToday } from '../../../lib/clock';
import type { ChatProfile } from '../chat-profile';
import { neighbourhoodDescriber, secondWorkplaceOf, workplaceOf } from './gatherers/describe-neighbourhood';
import { gatherCityFacts } from './gatherers/gather-city-facts';
import { gatherCitySafety } from './gatherers/gather-city-safety';
import type { FactServices, GatherContext } from './gatherers/gather-context';
import { gatherEvents } from './gatherers/gather-events';
import { gatherFamilyPicks } from './gatherers/gather-family-picks';
import { gatherPlaces } from './gatherers/gather-places';
import { gatherRentQuery } from './gatherers/gather-rent-query';
import { gatherRide } from './gatherers/gather-ride';

// Looks up everything an answer needs (AssistantFacts) before a word is written: what the question
// is about (resolveQuestion, pure), what every answer gets (the person, the neighbourhoods in focus,
// the city's facts), and what the intent's answer needs besides (INTENT_NEEDS), one gatherer each
// in gatherers/; the places and events searches go through look-up.ts.

const mentionIndexOf = perOwner((dataset: Dataset) => buildMentionIndex(dataset.localities, dataset.cities));

export async function gatherFacts(
  services: FactServices,
  profile: ChatProfile,
  question: string,
  understanding: Understanding,
): Promise<AssistantFacts> {
  const { dataset } = services;
  const today = indianToday(services.clock);
  const index = mentionIndexOf(dataset);
  const selected = (profile.selected && dataset.localitiesById.get(profile.selected.id)) || null;
  const recommended = profile.recommended
    .map((n) => dataset.localitiesById.get(n.id))
    .filter((l): l is Locality => l !== undefined);
  const resolved = resolveQuestion(question, understanding, index, {
    selected,
    recommended,
    workplace: profile.workLocation,
  });
  const { intent, focus } = resolved;
  const preferences = profile.preferences;
  const budget = preferences ? { ...budgetOf(preferences), label: budgetLabel(preferences) } : null;
  const work = workplaceOf(profile, dataset);
  const secondWork = secondWorkplaceOf(profile, dataset);
  const context: GatherContext = {
    services,
    profile,
    question,
    today,
    index,
    resolved,
    city: (resolved.cityId && dataset.citiesById.get(resolved.cityId)) || null,
    recommended,
    budget,
    work,
    describe: neighbourhoodDescriber(dataset, profile, today, work, secondWork),
  };
  const { city, describe } = context;

  const needs = INTENT_NEEDS[intent];
  const familyPicks = needs.familyPicks ? gatherFamilyPicks(context) : [];
  const [places, events, ride] = await Promise.all([
    needs.places ? gatherPlaces(context, familyPicks[0] ?? focus.localities[0] ?? null) : null,
    needs.events ? gatherEvents(context) : null,
    needs.ride ? gatherRide(context) : null,
  ]);

  return {
    intent,
    entities: resolved.entities,
    ranking: understanding.ranking.map((r) => r.kind),
    rentQuery: needs.rentQuery ? gatherRentQuery(context) : null,
    ride,
    outOfScopeTopic: needs.outOfScopeTopic ? outOfScopeTopic(question) : null,
    firstName: profile.name?.trim().split(/\s+/)[0] ?? null,
    budget: budget ? { label: budget.label, min: budget.min, max: budget.max } : null,
    persona: profile.persona,
    work: work ? { label: work.label } : null,
    secondWork: secondWork ? { label: secondWork.label } : null,
    city: city ? { id: city.id, name: city.name } : null,
    focus: focus.localities.map(describe),
    focusReason: focus.reason,
    recommended: recommended.slice(0, 5).map(describe),
    selectedId: profile.selected?.id ?? null,
    familyPicks: familyPicks.map(describe),
    familyPicksFrom: focus.familyPicksFrom,
    citySafety: needs.citySafety ? gatherCitySafety(context) : [],
    places,
    events,
    ...gatherCityFacts(context),
  };
}
