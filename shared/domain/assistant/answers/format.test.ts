import { describe, expect, it } from 'vitest';
import { link, md } from './format';

describe('markdown from data and providers stays text', () => {
  it('escapes emphasis, links and HTML', () => {
    expect(md('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert(1)\\>');
    expect(md('[click](javascript:alert(1))')).toBe('\\[click\\](javascript:alert(1))');
    expect(md('*bold* _it_ `code`')).toBe('\\*bold\\* \\_it\\_ \\`code\\`');
    expect(md('two\n\nlines')).toBe('two lines');
  });

  it('links only to our pages and http(s), and cannot be broken out of', () => {
    expect(link('Places', '/places')).toBe('[Places](/places)');
    expect(link('Site', 'https://example.com/a (b)')).toBe('Site');
    expect(link('Site', 'https://example.com/a_(b)')).toBe('[Site](https://example.com/a_%28b%29)');
    expect(link('x', 'javascript:alert(1)')).toBe('x');
    expect(link('x', 'data:text/html,hi')).toBe('x');
    expect(link('x', '//evil.example/')).toBe('x');
  });
});
