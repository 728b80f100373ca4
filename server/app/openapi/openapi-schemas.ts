import { z } from 'zod';
import type { NamedSchema } from './rest-route';

export type JsonSchema = Record<string, unknown>;

export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/**
 * The named contracts as `components.schemas`, converted by zod's own `z.toJSONSchema` so the
 * document cannot drift from what the server validates. Requests are converted as zod *input* (fields
 * with a default are optional) and replies as *output*, in two passes: the same contract can differ
 * between the two, so a name may be used on one side only. A named contract nested in another
 * becomes a `$ref`.
 *
 * What JSON Schema cannot say, deliberately:
 * - Refinements (`superRefine`: "give one of neighborhoodId, city or coordinates", at least three
 *   lifestyle preferences…) are not carried; zod drops them. The server still checks them and answers
 *   400 with `fields`, so the document is looser than the server, never stricter.
 * - Anything unrepresentable (a transform's output, a date object, a custom check: none in the REST
 *   contracts today) becomes an unconstrained schema that says so, rather than failing the whole
 *   document or silently claiming a shape.
 */
export function toComponentSchemas(requests: NamedSchema[], replies: NamedSchema[]): Record<string, JsonSchema> {
  const input = convert(requests, 'input');
  const output = convert(replies, 'output');
  const shared = Object.keys(input).filter((name) => name in output);
  if (shared.length) throw new Error(`OpenAPI: ${shared.join(', ')} named on both the request and reply side`);
  return { ...input, ...output };
}

function convert(entries: NamedSchema[], io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const { name, schema } of entries) {
    const existing = registry.get(schema)?.id;
    if (existing && existing !== name) throw new Error(`OpenAPI: one contract named both ${existing} and ${name}`);
    if (!existing) registry.add(schema, { id: name });
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    uri: (id) => schemaRef(id).$ref as string,
    unrepresentable: ({ message }) => ({
      description: `Not expressible in JSON Schema (${message}); checked by the server.`,
    }),
  });
  // `__shared` holds the $defs of a recursive contract, which no REST contract is: name it if one becomes so.
  if ('__shared' in schemas) throw new Error('OpenAPI: a recursive contract needs a name of its own');
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, asComponent(schema)]));
}

/**
 * A component is a schema inside the document, not a document: the document's `jsonSchemaDialect`
 * says which draft it is, and a `$id` with a fragment is not allowed in draft 2020-12.
 */
function asComponent(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}
