import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './find-unstorable-text';

describe('findUnstorableText', () => {
  it('names the field that holds U+0000 or an unpaired surrogate, key or value', () => {
    expect(findUnstorableText({ commute: { workAddress: 'Desk\u0000' } })).toBe('commute.workAddress');
    expect(findUnstorableText({ customLifestyles: [{ name: 'ok' }, { name: '\uD800x' }] })).toBe(
      'customLifestyles.1.name',
    );
    expect(findUnstorableText({ mustHaves: { 'a\uDFFF': 1 } })).toBe('mustHaves.a\uDFFF');
    expect(findUnstorableText('\u0000')).toBe('');
  });

  it('lets every other text through: paired surrogates, RTL and zero-width marks, other controls', () => {
    expect(findUnstorableText({ text: '👩🏽‍🚀 \u202E\u200B\uFEFF\t\n\u0001', list: [1, null, true] })).toBeNull();
  });

  it('walks inputs nested far deeper than a call stack, in linear time', () => {
    const depth = 200_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(findUnstorableText(nested)?.split('.')).toHaveLength(depth);
  });
});
