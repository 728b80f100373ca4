import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appRouter } from './app-router';
import type { ExampleIds, ProcedureMeta } from './procedure-meta';

// What every procedure declares about itself (procedure-meta.ts), which the tests that try every
// endpoint rely on: who may call it, what it changes, and examples its contract accepts.

interface Def {
  type: 'query' | 'mutation' | 'subscription';
  inputs: { safeParse(value: unknown): { success: boolean; error?: unknown } }[];
  meta?: ProcedureMeta;
}

const PROCEDURES = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: Def }>).map(
  ([path, { _def }]) => [path, _def] as const,
);
const IDS: ExampleIds = {
  analysisId: randomUUID(),
  questionId: randomUUID(),
  replyId: randomUUID(),
  idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
};

/** What is missing from or wrong in a procedure's declaration, in words; empty when nothing is. */
function declarationProblems(def: Def): string[] {
  const problems: string[] = [];
  const { access, effect, examples, refuses } = def.meta ?? {};
  if (!access) problems.push('no access: who may call it');
  if (def.type !== 'query' && !effect) problems.push('no effect: what a call changes');
  if (def.type === 'query' && effect && effect !== 'none') problems.push(`a query that ${effect}: make it a mutation`);
  const [input] = def.inputs;
  if (!input) {
    if (examples || refuses !== undefined) problems.push('examples, but it takes no input');
    return problems;
  }
  const declared = examples?.(IDS) ?? [];
  if (!declared.length) problems.push('no example of its input');
  declared.forEach((example, i) => {
    const parsed = input.safeParse(example);
    if (!parsed.success) problems.push(`example ${i + 1} is refused by its contract: ${String(parsed.error)}`);
  });
  if (refuses !== undefined && input.safeParse(refuses).success) problems.push('what it refuses is accepted');
  return problems;
}

describe.each(PROCEDURES)('%s', (_path, def) => {
  it('says who may call it, what it changes, and inputs its contract accepts', () => {
    expect(declarationProblems(def)).toEqual([]);
  });
});

describe('a declaration', () => {
  const input = { safeParse: (value: unknown) => ({ success: value === 'ok' }) };
  it('is refused without access, effect or examples, and with examples its contract refuses', () => {
    expect(declarationProblems({ type: 'mutation', inputs: [input] })).toEqual([
      'no access: who may call it',
      'no effect: what a call changes',
      'no example of its input',
    ]);
    expect(
      declarationProblems({
        type: 'query',
        inputs: [input],
        meta: { access: 'public', effect: 'writes', examples: () => ['ok', 'not ok'], refuses: 'ok' },
      }),
    ).toEqual([
      'a query that writes: make it a mutation',
      'example 2 is refused by its contract: undefined',
      'what it refuses is accepted',
    ]);
  });
});
