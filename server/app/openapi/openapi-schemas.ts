import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A contract's name in the document: its zod id (`.meta({ id: 'FestivalsResponse' })`). */
export function nameOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) {
    const shape = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' })).slice(0, 120);
    throw new Error(`OpenAPI: a REST body or reply needs an id of its own (.meta({ id })): ${shape}`);
  }
  return id;
}

/**
 * The global registry's metadata (descriptions, formats) without the ids: which contracts become
 * components is decided per side below, so a contract named on one side is written out in full where
 * it is nested on the other (its input and output can differ).
 */
class MetadataWithoutIds extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  override get(schema: z.core.$ZodType): z.core.GlobalMeta | undefined {
    const meta = z.globalRegistry.get(schema);
    if (!meta || !('id' in meta)) return meta;
    const { id: _id, ...rest } = meta;
    return rest;
  }
}

/**
 * The REST contracts as `components.schemas`, named by their ids and converted by zod's own
 * `z.toJSONSchema` so the document cannot drift from what the server validates. Requests are
 * converted as zod *input* (fields with a default are optional) and replies as *output*, in two
 * passes: the same contract can differ between the two, so a name may be used on one side only. A
 * named contract nested in another of its side becomes a `$ref`.
 *
 * What JSON Schema cannot say, deliberately:
 * - Refinements (`superRefine`: "give one of neighborhoodId, city or coordinates", at least three
 *   lifestyle preferences…) are not carried; zod drops them. The server still checks them and answers
 *   400 with `fields`, so the document is looser than the server, never stricter.
 * - Anything unrepresentable (a transform's output, a date object, a custom check: none in the REST
 *   contracts today) becomes an unconstrained schema that says so, rather than failing the whole
 *   document or silently claiming a shape.
 */
export function toComponentSchemas(requests: z.ZodType[], replies: z.ZodType[]): Record<string, JsonSchema> {
  const input = convert(requests, 'input');
  const output = convert(replies, 'output');
  const shared = Object.keys(input).filter((name) => name in output);
  if (shared.length) throw new Error(`OpenAPI: ${shared.join(', ')} named on both the request and reply side`);
  return { ...input, ...output };
}

function convert(schemas: z.ZodType[], io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const schema of new Set(schemas)) {
    const name = nameOf(schema);
    const other = registry._idmap.get(name);
    if (other && other !== schema) throw new Error(`OpenAPI: two contracts have the id ${name}`);
    registry.add(schema, { id: name });
  }
  const { schemas: converted } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    metadata: new MetadataWithoutIds(),
    uri: (id) => schemaRef(id).$ref as string,
    unrepresentable: ({ message }) => ({
      description: `Not expressible in JSON Schema (${message}); checked by the server.`,
    }),
  });
  // `__shared` holds the $defs of a recursive contract, which no REST contract is: name it if one becomes so.
  if ('__shared' in converted) throw new Error('OpenAPI: a recursive contract needs a name of its own');
  return Object.fromEntries(Object.entries(converted).map(([name, schema]) => [name, asComponent(schema)]));
}

/**
 * A component is a schema inside the document, not a document: the document's `jsonSchemaDialect`
 * says which draft it is, and a `$id` with a fragment is not allowed in draft 2020-12.
 */
function asComponent(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}
