import { expect, test } from './fixtures';

// The business forms refuse bad input field by field and accept good input, which the
// server stores (the stored row itself is checked by server/features/business/business.test.ts;
// here the reference shown is issued only after the insert).

test('the registration form names each bad field, then registers the chosen plan', async ({ page }) => {
  await page.goto('/business/register?plan=featured');
  await expect(page).toHaveTitle('Register Your Business · Basera');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Plan', { exact: true })).toHaveValue('featured');
  await expect(form.getByRole('complementary', { name: 'Your plan' })).toContainText('₹4,999/month');

  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter the business name.')).toBeVisible();
  await expect(form.getByText('Enter an e-mail address.')).toBeVisible();
  await expect(form.getByText('Choose your city.')).toBeVisible();
  await expect(form.getByLabel('Business name', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Business name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Business name', { exact: true }).fill('Third Wave Coffee, Indiranagar');
  await form.getByLabel('Contact person', { exact: true }).fill('Meera Iyer');
  await form.getByLabel('E-mail', { exact: true }).fill('meera@thirdwave');
  await form.getByLabel('Phone', { exact: true }).fill('12345');
  await form.getByLabel('City', { exact: true }).selectOption({ label: 'Bengaluru, Karnataka' });
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter a valid e-mail address, like name@business.in.')).toBeVisible();
  await expect(form.getByText('Enter a 10-digit Indian phone number, like +91 98765 43210.')).toBeVisible();
  await expect(form.getByText('Enter the business name.')).toHaveCount(0);

  await form.getByLabel('E-mail', { exact: true }).fill('meera@thirdwave.in');
  await form.getByLabel('Phone', { exact: true }).fill('+91 98450 12345');
  await form.getByRole('button', { name: 'Register' }).click();
  const confirmation = form.getByRole('status');
  await expect(confirmation.getByRole('heading', { name: 'Thank you! Your registration is in.' })).toBeFocused();
  await expect(confirmation).toContainText('Featured Partner');
  await expect(confirmation).toContainText('meera@thirdwave.in');
  await expect(confirmation).toContainText(/Reference: [0-9A-F]{8}/);
  await expect(form.getByRole('button', { name: 'Register' })).toHaveCount(0);
});

test('the contact form asks for a real message, then confirms', async ({ page }) => {
  await page.goto('/business/contact');
  const form = page.getByRole('main');
  await form.getByLabel('Business name', { exact: true }).fill('Zolo Stays');
  await form.getByLabel('Contact person', { exact: true }).fill('Rahul Menon');
  await form.getByLabel('E-mail', { exact: true }).fill('rahul@zolo.example');
  await form.getByLabel('Phone', { exact: true }).fill('080 4000 5678');
  await form.getByLabel('City', { exact: true }).selectOption({ label: 'Hyderabad, Telangana' });
  await form.getByLabel('Your message', { exact: true }).fill('Hi');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(/Tell us a little more about the partnership/)).toBeVisible();
  await form
    .getByLabel('Your message', { exact: true })
    .fill('We run co-living homes in Hyderabad and want to welcome new residents.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('heading', { name: 'Thank you! We have your message.' })).toBeVisible();
  await expect(form.getByRole('status')).toContainText(/Reference: [0-9A-F]{8}/);
});
