import { z } from 'zod';
import type { LlmProvider } from '../ai';
import type { EventsProvider, FoundEvent } from './events-provider';
import { EventsProviderError } from './events-provider';

// Events suggested by a model (EVENTS_PROVIDER=gemini), with the spec's prompt (§7: 12–15 events over
// the next three months for the city, safety filters at medium and above, 8,192 tokens). Every reply
// is checked: an event with a bad or past date or a link that is not http(s) is dropped. They are
// labelled AI suggestions on the page and never stored.

const SETTINGS = { temperature: 0.7, topP: 0.95, topK: 40, maxOutputTokens: 8192 };

const link = z.string().regex(/^https?:\/\/\S+$/);
const aiEventSchema = z.object({
  name: z.string().trim().min(1).max(140),
  category: z.string().trim().min(1).max(40),
  date: z.iso.date(),
  time: z.string().max(40).nullish(),
  location: z.string().trim().min(1).max(240),
  description: z.string().max(600).default(''),
  ticket_details: z.object({ price: z.union([z.number(), z.string()]).nullish(), booking_link: link.nullish() }),
  official_source: link,
});

/** "₹1,200", "Free", 500 → rupees; anything unreadable → 0 shown as free would mislead, so null. */
function rupees(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return value >= 0 ? Math.round(value) : null;
  if (!value || /free/i.test(value)) return 0;
  const digits = value.replace(/[^\d.]/g, '');
  return digits ? Math.round(Number(digits)) : null;
}

export function createAiEventsProvider(llm: LlmProvider): EventsProvider {
  return {
    kind: 'ai',
    label: `AI suggestions (${llm.label})`,
    async upcoming({ cityName, from, to }) {
      let reply: unknown;
      try {
        reply = await llm.generateJson({
          system:
            'You list real public events in Indian cities for people who have just moved there. Reply with a JSON ' +
            'array only. Never invent an event, a date or a link.',
          prompt:
            `List 12 to 15 social events in ${cityName} between ${from} and ${to}. Each item: {"name", "category", ` +
            '"date" (YYYY-MM-DD), "time", "location", "description", "ticket_details": {"price", "booking_link"}, ' +
            '"official_source" (the official website)}.',
          settings: SETTINGS,
          blockFrom: 'medium',
        });
      } catch (error) {
        throw new EventsProviderError('The model did not answer', { cause: error });
      }
      if (!Array.isArray(reply)) throw new EventsProviderError('The model did not answer with a list of events');
      const found: FoundEvent[] = [];
      for (const [index, item] of reply.entries()) {
        const parsed = aiEventSchema.safeParse(item);
        if (!parsed.success) continue; // a bad date or link drops the event, it is never repaired
        const event = parsed.data;
        if (event.date < from || event.date > to) continue; // never a past date
        const price = rupees(event.ticket_details.price);
        if (price === null) continue;
        found.push({
          id: `ai-${index + 1}-${event.date}`,
          name: event.name,
          category: event.category.toLowerCase(),
          date: event.date,
          endDate: null,
          time: event.time ?? null,
          location: event.location,
          description: event.description,
          ticket_details: { price, booking_link: event.ticket_details.booking_link ?? null },
          official_source: event.official_source,
          coordinates: null,
          recurrence: null,
          source: { provider: 'ai', url: null },
        });
      }
      return found.sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}
