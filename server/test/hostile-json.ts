import fc from 'fast-check';

// Hostile request bodies for the input-fuzzing test, written as JSON text by hand so that what a
// JavaScript object cannot hold reaches the server as it is: a `__proto__` key (an object literal
// would set the prototype instead), number tokens JSON.parse turns into Infinity or -0, lone
// surrogates, truncated or endlessly nested documents.

/** A JSON document as a tree, so that any part of a valid input can be swapped for a hostile one. */
export type JsonNode =
  | { kind: 'text'; value: string }
  /** A token written as it is: `1e999`, `-0`, `true`, `null`, or anything else (`NaN`, `undefined`). */
  | { kind: 'token'; raw: string }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'object'; entries: [string, JsonNode][] };

export function writeJson(node: JsonNode): string {
  switch (node.kind) {
    case 'text':
      return JSON.stringify(node.value);
    case 'token':
      return node.raw;
    case 'array':
      return `[${node.items.map(writeJson).join(',')}]`;
    case 'object':
      return `{${node.entries.map(([key, value]) => `${JSON.stringify(key)}:${writeJson(value)}`).join(',')}}`;
  }
}

export function toNode(value: unknown): JsonNode {
  if (typeof value === 'string') return { kind: 'text', value };
  if (Array.isArray(value)) return { kind: 'array', items: value.map(toNode) };
  if (value && typeof value === 'object') {
    return { kind: 'object', entries: Object.entries(value).map(([key, child]) => [key, toNode(child)]) };
  }
  return { kind: 'token', raw: JSON.stringify(value ?? null) };
}

const SPECIAL_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '\uDFFF\uD800',
  '\u202E\u202Dgnp.exe', // right-to-left override
  '\u200F\u200E\u061C', // RTL, LTR, Arabic letter marks
  '\u200B\u200C\u200D\u2060\uFEFF', // zero-width characters, BOM
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301', // stacked combining marks
  '👩🏽‍🚀🏳️‍🌈',
  '\r\n\t\b\f\v',
  '\u2028\u2029',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x1F',
  '__proto__',
  'constructor',
  "' OR 1=1; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '{{7*7}}#{7*7}<%= 7*7 %>',
];

/** Names that mean something to JavaScript objects (and to tRPC's and zod's own walks). */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'then',
  '0',
  '',
];

const NUMBER_TOKENS = [
  '1e999', // Infinity after JSON.parse
  '-1e999',
  '1e-999',
  '-0',
  '1e308',
  '-1e308',
  '5e-324',
  '9007199254740993',
  '-9007199254740993',
  '0.30000000000000004',
  '2147483648',
  '1.5',
];

/** Not JSON at all, where a value is expected. */
const BROKEN_TOKENS = ['NaN', 'Infinity', 'undefined', "'x'", '0x10', '01', '+1', '.5', '1.', '--1', '{', ']'];

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Short strings of any UTF-16 code units (lone surrogates and control characters included). */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_TEXTS) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(codeUnit, fc.constantFrom(...SPECIAL_TEXTS)), { maxLength: 12 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/**
 * A string of `length` repeats, from just under the server's JSON body limit (256 KB by default)
 * to four times over it; `maxLength` keeps URLs and WebSocket messages within what they carry.
 */
export const hugeText = (maxLength: number) =>
  fc
    .tuple(
      fc.constantFrom(2_000, 60_000, 200_000, 300_000, 1_000_000),
      fc.constantFrom('a', 'é', '\u0000', '\uD800', '"', '\\'),
    )
    .map(([length, unit]) => unit.repeat(Math.min(length, maxLength)));

const hostileKey = (knownKeys: readonly string[]) =>
  fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.constantFrom(...(knownKeys.length ? knownKeys : ['x'])), hostileText);

const scalar = (maxText: number): fc.Arbitrary<JsonNode> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileText.map((value): JsonNode => ({ kind: 'text', value })) },
    { weight: 1, arbitrary: hugeText(maxText).map((value): JsonNode => ({ kind: 'text', value })) },
    { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TOKENS).map((raw): JsonNode => ({ kind: 'token', raw })) },
    {
      weight: 2,
      arbitrary: fc.oneof(fc.double(), fc.integer()).map((n): JsonNode => ({ kind: 'token', raw: JSON.stringify(n) })),
    },
    { weight: 2, arbitrary: fc.constantFrom('true', 'false', 'null').map((raw): JsonNode => ({ kind: 'token', raw })) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_TOKENS).map((raw): JsonNode => ({ kind: 'token', raw })) },
  );

/** Any JSON value, a few levels deep, with hostile keys and the target's own field names as keys. */
const hostileValue = (knownKeys: readonly string[], maxText: number): fc.Arbitrary<JsonNode> =>
  fc.letrec<{ value: JsonNode }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar(maxText),
      fc.array(tie('value'), { maxLength: 4 }).map((items): JsonNode => ({ kind: 'array', items })),
      fc
        .array(fc.tuple(hostileKey(knownKeys), tie('value')), { maxLength: 4 })
        .map((entries): JsonNode => ({ kind: 'object', entries })),
    ),
  })).value;

/** What tries to set a property on every object, if anything copies it carelessly. */
const POLLUTERS: [string, JsonNode][] = [
  ['__proto__', toNode({ polluted: 'yes', isAdmin: true })],
  ['constructor', toNode({ prototype: { polluted: 'yes' } })],
  ['prototype', toNode({ polluted: 'yes' })],
];

/** Every place in a tree where a value sits, as paths of keys and indexes. */
function pathsIn(node: JsonNode, at: (string | number)[] = []): (string | number)[][] {
  const below =
    node.kind === 'array'
      ? node.items.flatMap((item, i) => pathsIn(item, [...at, i]))
      : node.kind === 'object'
        ? node.entries.flatMap(([key, child]) => pathsIn(child, [...at, key]))
        : [];
  return [at, ...below];
}

function replaceAt(node: JsonNode, path: (string | number)[], change: (found: JsonNode) => JsonNode | null): JsonNode {
  if (!path.length) return change(node) ?? { kind: 'token', raw: 'null' };
  const [step, ...rest] = path;
  if (node.kind === 'array' && typeof step === 'number') {
    const items = node.items.flatMap((item, i) => {
      if (i !== step) return [item];
      if (!rest.length) {
        const changed = change(item);
        return changed ? [changed] : [];
      }
      return [replaceAt(item, rest, change)];
    });
    return { kind: 'array', items };
  }
  if (node.kind === 'object') {
    const entries = node.entries.flatMap(([key, child]): [string, JsonNode][] => {
      if (key !== step) return [[key, child]];
      if (!rest.length) {
        const changed = change(child);
        return changed ? [[key, changed]] : [];
      }
      return [[key, replaceAt(child, rest, change)]];
    });
    return { kind: 'object', entries };
  }
  return node;
}

/** A valid input with one thing wrong with it: a value swapped, removed, wrapped, or a key added. */
const mutatedExample = (example: unknown, knownKeys: readonly string[], maxText: number): fc.Arbitrary<JsonNode> => {
  const tree = toNode(example);
  const paths = pathsIn(tree);
  const value = hostileValue(knownKeys, maxText);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...paths), value).map(([path, v]) => replaceAt(tree, path, () => v)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...paths).map((path) => replaceAt(tree, path, () => null)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...paths),
          fc.oneof(fc.constantFrom(...POLLUTERS), fc.tuple(hostileKey(knownKeys), value)),
        )
        .map(([path, entry]) =>
          replaceAt(tree, path, (found) =>
            found.kind === 'object'
              ? { kind: 'object', entries: [...found.entries, entry] }
              : { kind: 'object', entries: [entry] },
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...paths)
        .map((path) => replaceAt(tree, path, (found) => ({ kind: 'array', items: [found, found] }))),
    },
  );
};

/** Deep nesting, written directly: a parser or validator that recurses may run out of stack. */
const deeplyNested = (maxDepth: number) =>
  fc
    .tuple(fc.constantFrom(64, 1_000, 10_000, 100_000), fc.constantFrom('[', '{"a":', '{"__proto__":'))
    .map(([depth, open]) => {
      const n = Math.min(depth, maxDepth);
      return open.repeat(n) + (open === '[' ? ']' : '}').repeat(n);
    });

const RAW_DOCUMENTS = [
  '',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{}',
  'NaN',
  '{"a":1',
  '{"a":1}}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '[{"__proto__":[]}]',
];

/**
 * Hostile JSON text for an input whose valid `example` is known: mostly the example with one thing
 * wrong, else any value, a deep nest, or text that is barely JSON. `maxText` and `maxDepth` cap
 * strings and nesting where the transport cannot carry more (a URL, a WebSocket message).
 */
export function hostileJson(example: unknown, options: { maxText: number; maxDepth: number }): fc.Arbitrary<string> {
  const knownKeys = [
    ...new Set(
      pathsIn(toNode(example))
        .flat()
        .filter((k): k is string => typeof k === 'string'),
    ),
  ];
  return fc.oneof(
    { weight: 8, arbitrary: mutatedExample(example, knownKeys, options.maxText).map(writeJson) },
    { weight: 3, arbitrary: hostileValue(knownKeys, options.maxText).map(writeJson) },
    { weight: 1, arbitrary: deeplyNested(options.maxDepth) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_DOCUMENTS) },
  );
}

/** JSON.parse, or undefined for text that is not JSON. */
export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}
