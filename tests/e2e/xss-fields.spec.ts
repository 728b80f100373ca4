import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';

// Hostile input: markup typed into the fields a person fills in (the finder's work
// address and custom lifestyle, the business contact form) is shown as written and runs nothing.
// The chat's own payloads are in chat.spec.ts.

const PAYLOAD = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
}

test('markup in the finder’s fields is shown as text', async ({ page }) => {
  await signIn(page, { name: 'Xena Shah', email: uniqueEmail('xena') });
  const form = page.getByRole('form', { name: 'Your preferences' });
  await form.getByRole('combobox', { name: 'Work address' }).fill(`${SCRIPT} Powai`);
  await form.getByRole('button', { name: 'Nightlife', exact: true }).click();
  await form.getByRole('button', { name: 'Casual Dining', exact: true }).click();
  await form.getByRole('button', { name: 'Quiet', exact: true }).click();
  await form.getByLabel('Add your own').fill(PAYLOAD);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText(PAYLOAD)).toBeVisible();
  await form.getByRole('button', { name: 'Review Preferences' }).click();
  const summary = page.getByRole('region', { name: 'Review your preferences' });
  await expect(summary.getByText(PAYLOAD)).toBeVisible();
  await expect(summary.getByText(SCRIPT, { exact: false })).toBeVisible();
  await expectInert(page);
});

test('markup in the business contact form is shown as text in its confirmation', async ({ page }) => {
  await page.goto('/business/contact');
  const form = page.getByRole('main');
  await form.getByLabel('Business name', { exact: true }).fill(PAYLOAD);
  await form.getByLabel('Contact person', { exact: true }).fill(SCRIPT);
  await form.getByLabel('E-mail', { exact: true }).fill('owner@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('080 4000 5678');
  await form.getByLabel('City', { exact: true }).selectOption({ label: 'Hyderabad, Telangana' });
  await form
    .getByLabel('Your message', { exact: true })
    .fill(`${PAYLOAD} ${SCRIPT} we welcome new residents every month.`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! We have your message.')).toBeVisible();
  await expect(page.getByText(PAYLOAD, { exact: false })).toBeVisible();
  await expectInert(page);
});
