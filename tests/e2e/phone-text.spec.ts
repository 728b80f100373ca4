import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';
import { MAIN_PAGES, openMainPage, saveResults } from './main-pages';

// On a phone every main page reads without zooming: running text, labels, buttons and the text of
// form controls at least 16 px (below it iOS zooms into a field as it takes the focus), chips and
// badges at least 14 px, and no input cuts its placeholder short. Nothing else is allowed smaller:
// the spec and its supplement make no exception for footnotes, sources or a figure's notes.

/**
 * What is chip-sized: a short label in a pill, read at a glance (places' and events' badges, the chat's
 * suggestions, a map's pins), and the credit line a map draws in its corner, a control of its own.
 */
const CHIPS = '.chip, .badge, .chat-suggestion, .pin, .maplibregl-ctrl-attrib';

/** The visible text, form controls and placeholders on the page that are too small, described for the failure. */
async function smallText(page: Page): Promise<string[]> {
  return page.evaluate((chips) => {
    const small = new Set<string>();
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        !element.closest('.visually-hidden') &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const sizeOf = (element: Element, pseudo?: string) => Number.parseFloat(getComputedStyle(element, pseudo).fontSize);

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, select') || !isShown(element)) continue;
      const isChip = element.closest(chips) !== null;
      const size = sizeOf(element);
      if (size < (isChip ? 14 : 16)) small.add(`${isChip ? 'chip ' : ''}"${text.slice(0, 40)}" ${size}px`);
    }

    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=hidden]), select, textarea',
    )) {
      if (!isShown(field)) continue;
      const name = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name;
      if (sizeOf(field) < 16) small.add(`field "${name}" ${sizeOf(field)}px`);
      if (field instanceof HTMLSelectElement || !field.placeholder || field.value) continue;
      const style = getComputedStyle(field, '::placeholder');
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const fieldStyle = getComputedStyle(field);
      const room =
        field.clientWidth - Number.parseFloat(fieldStyle.paddingLeft) - Number.parseFloat(fieldStyle.paddingRight);
      const needed = canvas.measureText(field.placeholder).width;
      if (needed > room) small.add(`placeholder "${field.placeholder}" needs ${Math.ceil(needed)} of ${room}px`);
    }
    return [...small];
  }, CHIPS);
}

test('every main page keeps its text at least 16 px, its chips 14 px and its placeholders whole on a 360 and a 390 px phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const check = async (where: string) => {
    for (const problem of await smallText(page)) problems.push(`${where}: ${problem}`);
  };
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await openMainPage(page, '/place-recommender');
    await check(`/place-recommender signed out at ${width} px`);
  }

  // A newcomer's form, every field empty, so every placeholder shows.
  await signIn(page, { name: 'Nandini Iyer', email: uniqueEmail('nandini') });
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await openMainPage(page, '/place-recommender');
    await expect(page.getByRole('combobox', { name: 'Work address' })).toHaveValue('');
    await check(`a newcomer's /place-recommender at ${width} px`);
  }

  await saveResults(page);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of MAIN_PAGES) {
      await openMainPage(page, path);
      await check(`${path} at ${width} px`);
    }
    // The finder with its results, a card's details open: scores, notes, reasons, renter facts, rents.
    await openMainPage(page, '/place-recommender');
    await page.getByRole('button', { name: 'Review Preferences' }).click();
    await page.getByRole('button', { name: 'Show Recommendations' }).click();
    await page.getByRole('button', { name: 'View All Recommendations' }).click();
    const card = page.getByRole('region', { name: 'Your Perfect Neighborhoods' }).getByRole('article').first();
    await card.getByRole('button', { name: 'Show details' }).click();
    await expect(card.getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
    // The map, loaded once the page is used, with its pins and credit line.
    await expect(page.locator('.maplibregl-ctrl-attrib')).toBeVisible();
    await check(`the finder's results at ${width} px`);
  }
  expect(problems).toEqual([]);
});
