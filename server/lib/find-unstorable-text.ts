const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** A value met on the walk, with the way back to the input (a path string per level would cost depth²). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Where in a parsed JSON input a string (or key) holds text PostgreSQL cannot store: U+0000 in `text`
 * and `jsonb`, unpaired surrogates in `jsonb`. The dotted path ("" for the input itself), or null.
 * No one types either; they come from broken or hostile clients. Walked with a stack, not recursion:
 * inputs may be nested as deep as the body limit allows.
 */
export function findUnstorableText(input: unknown): string | null {
  const pending: Step[] = [{ value: input, key: '', parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return pathOf(step);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const next = { value: child, key, parent: step };
        if (isUnstorable(key)) return pathOf(next);
        pending.push(next);
      }
    }
  }
  return null;
}
