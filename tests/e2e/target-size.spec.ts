import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers';
import { MAIN_PAGES, openMainPage, signInWithResults } from './main-pages';

// On a phone every button, control and link a finger has to hit is at least 44 × 44 px (WCAG 2.5.5),
// on every main page as a person with results and a chosen neighbourhood sees it. A link that is a
// word in running text is exempt (the sentence is its target's context), and a checkbox or radio
// button counts with its label, which takes the tap for it.

/** The controls on the page smaller than 44 × 44 px, described for the failure message. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], select, input[type=checkbox], input[type=radio], [role=button]',
    );
    for (const control of controls) {
      const target =
        control instanceof HTMLInputElement ? (control.closest('label') ?? control.labels?.[0] ?? control) : control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      const parent = control.parentElement;
      const inText =
        control.tagName === 'A' &&
        parent !== null &&
        ['P', 'LI', 'SPAN', 'SMALL', 'TD', 'DD'].includes(parent.tagName) &&
        (parent.textContent ?? '').trim() !== (control.textContent ?? '').trim();
      if (inText) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        small.push(`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

test('every main page keeps its buttons, controls and links at least 44 px on a 360 and a 390 px phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithResults(page, { name: 'Divya Menon', email: uniqueEmail('divya') });
  for (const [width, paths] of [
    [390, MAIN_PAGES],
    [360, ['/', '/place-recommender']],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await openMainPage(page, path);
      expect(await smallTargets(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
