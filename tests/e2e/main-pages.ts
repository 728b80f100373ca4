import { expect, type Page } from '@playwright/test';
import { signIn, waitForApp } from './helpers';
import { mumbaiCommuter } from './people';

/** Every main page, as the phone tests visit them (target-size.spec.ts, phone-text.spec.ts). */
export const MAIN_PAGES = [
  '/',
  '/place-recommender',
  '/places',
  '/social-connector',
  '/relocation-assistant',
  '/your-data',
];

/** Signs `account` in with results saved and the first of them chosen: every main page shows its content. */
export async function signInWithResults(page: Page, account: { name: string; email: string }): Promise<void> {
  await signIn(page, account);
  await saveResults(page);
}

/** Results saved for the person signed in, and the first of them chosen. */
export async function saveResults(page: Page): Promise<void> {
  const made = await page.request.post('/api/housing/recommend-housing', { data: mumbaiCommuter() });
  const top = ((await made.json()) as { recommendations: { id: string }[] }).recommendations[0]!;
  await page.request.post('/trpc/neighbourhoods.select', { data: { id: top.id } });
}

/** Opens `path` and waits for the page's own content (the finder's form, the places of the selection…). */
export async function openMainPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}
