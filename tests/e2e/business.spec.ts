import { expect, test } from './fixtures';

// A business registers through the real page and server: the plan its link chose, a refusal named
// under its field, and the reference the server issues once the row is stored (the stored row
// itself: server/features/business/business.test.ts). Every message of both forms, the contact
// form, and markup typed into them: client/features/business/business-forms.test.tsx.

test('a business registers the plan its link chose, and gets the reference the server issued', async ({ page }) => {
  await page.goto('/business/register?plan=featured');
  await expect(page).toHaveTitle('Register Your Business · Basera');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Plan', { exact: true })).toHaveValue('featured');

  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter the business name.')).toBeVisible();
  await expect(form.getByLabel('Business name', { exact: true })).toBeFocused();

  await form.getByLabel('Business name', { exact: true }).fill('Third Wave Coffee, Indiranagar');
  await form.getByLabel('Contact person', { exact: true }).fill('Meera Iyer');
  await form.getByLabel('E-mail', { exact: true }).fill('meera@thirdwave.in');
  await form.getByLabel('Phone', { exact: true }).fill('+91 98450 12345');
  await form.getByLabel('City', { exact: true }).selectOption({ label: 'Bengaluru, Karnataka' });
  await form.getByRole('button', { name: 'Register' }).click();
  const confirmation = form.getByRole('status');
  await expect(confirmation.getByRole('heading', { name: 'Thank you! Your registration is in.' })).toBeFocused();
  await expect(confirmation).toContainText('Featured Partner');
  await expect(confirmation).toContainText(/Reference: [0-9A-F]{8}/);
});
