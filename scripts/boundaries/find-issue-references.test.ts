import { describe, expect, it } from 'vitest';
import { findIssueReferences } from './find-issue-references';

describe('findIssueReferences', () => {
  it('finds an issue number in a comment, not the word in code or a doc pointer', () => {
    // Built from parts, so that this file does not trip the check itself.
    const number = ['2', '7'].join('');
    const text = [
      `// The card speaks of one kind of home (issue ${number}).`,
      ` * Each step starts at its top (Issue #${number}): …`,
      "const name = String(issue.path[0] ?? 'form');",
      '// How ties are broken (docs/recommendation-formula.md, "Order and ties").',
      'const issues = error.issues.map((issue) => issue.message); // every issue zod found',
    ].join('\n');
    expect(findIssueReferences([{ path: 'a.ts', text }]).map((r) => r.line)).toEqual([1, 2]);
  });
});
