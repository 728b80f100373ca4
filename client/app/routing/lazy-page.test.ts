import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

// A prerendered page is rendered, and hydrated, whole: its page must not suspend once preloaded.
const page = () => lazyPage(async () => ({ default: () => createElement('h1', null, 'Social Events') }));
const render = (Page: ReturnType<typeof page>) =>
  renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Page)));

describe('lazyPage', () => {
  it('suspends on its first render when it was not preloaded, as React.lazy does', () => {
    expect(render(page())).toContain('loading');
  });

  it('renders the page at once when it was preloaded', async () => {
    const Page = page();
    await Page.preload();
    expect(render(Page)).toContain('<h1>Social Events</h1>');
    expect(render(Page)).not.toContain('loading');
  });
});
