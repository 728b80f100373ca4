import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keepShot, signIn, uniqueEmail } from './helpers';

// The floating chat widget as a person meets it: from the keyboard, on a phone's screen, after their
// session ended while the page was open, and when someone else signs in on the same page.

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });
  await expect(dialog.getByRole('heading', { name: 'Relocation Assistant' })).toBeVisible();
  return dialog;
}

/** Types a question and waits until the conversation takes it (its history has loaded). */
async function typeQuestion(chat: Locator, text: string): Promise<void> {
  await chat.getByPlaceholder('Type your message here...').fill(text);
  await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

test('Escape closes the chat dialog and gives focus back to the chat button', async ({ page }) => {
  await signIn(page, { name: 'Tara Menon', email: uniqueEmail('tara') });
  const button = page.getByRole('button', { name: 'Open chat assistant' });
  const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });

  // Opened and closed from the keyboard alone.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Escape while typing a question: the dialog closes, focus is back on the button, and the draft
  // is still there when the dialog opens again.
  const chat = await openChat(page);
  await typeQuestion(chat, 'How do I set up utilities?');
  await chat.getByPlaceholder('Type your message here...').press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(chat.getByPlaceholder('Type your message here...')).toHaveValue('How do I set up utilities?');
});

test('on a phone the chat button sits in the header beside Menu, so it covers none of the page', async ({ page }) => {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const banner = (await page.getByRole('banner').boundingBox())!;
    const launcher = (await page.getByRole('button', { name: 'Open chat assistant' }).boundingBox())!;
    const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
    expect(inside(launcher, banner), `at ${width} px the chat button leaves the header`).toBe(true);
    expect(overlaps(launcher, menu), `at ${width} px the chat button covers Menu`).toBe(false);
    expect(launcher.width).toBeGreaterThanOrEqual(44); // WCAG 2.5.5 target size
    expect(launcher.height).toBeGreaterThanOrEqual(44);
    // Scrolled, it stays in the header (which stays at the top), over none of the page's text.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const after = (await page.getByRole('button', { name: 'Open chat assistant' }).boundingBox())!;
    expect(inside(after, (await page.getByRole('banner').boundingBox())!)).toBe(true);
  }
});

test('on a phone the chat button covers none of the open dialog, and the dialog keeps its controls in view', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { name: 'Meera Iyer', email: uniqueEmail('meera') });
  const chat = await openChat(page);
  const launcher = page.getByRole('button', { name: 'Close chat assistant' });

  /** Every control of the dialog is inside it (not scrolled out of it) and clear of the chat button. */
  const expectControlsClear = async () => {
    const button = (await launcher.boundingBox())!;
    const dialog = (await chat.boundingBox())!;
    const controls = chat.locator('button, textarea, a');
    expect(await controls.count()).toBeGreaterThan(4);
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      const name = await control.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent);
      expect(overlaps(box, button), `the chat button covers ${name}`).toBe(false);
      expect(inside(box, dialog), `${name} lies outside the dialog's visible area`).toBe(true);
    }
  };

  await typeQuestion(chat, 'x');
  await expectControlsClear();

  // The input's placeholder keeps to its one line, down to a 360 px phone.
  await chat.getByPlaceholder('Type your message here...').fill('');
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 780 });
    const { need, room } = await chat.getByPlaceholder('Type your message here...').evaluate((field) => {
      const style = getComputedStyle(field);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.whiteSpace = 'nowrap';
      probe.style.position = 'absolute';
      probe.textContent = (field as HTMLTextAreaElement).placeholder;
      document.body.append(probe);
      const need = probe.getBoundingClientRect().width;
      probe.remove();
      return { need, room: field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(need, `at ${width} px the placeholder needs ${need} px of ${room}`).toBeLessThanOrEqual(room);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // A long reply and a long draft: the messages scroll, the header, suggestions and input stay put.
  const question = chat.getByRole('button', { name: 'What do I need for moving to a new city?' });
  await question.click();
  await expect(chat.locator('.chat-message--bot')).toHaveCount(2);
  await expect(question).toBeEnabled();
  await typeQuestion(chat, 'x'.repeat(1900));
  await expect(chat.getByText('1,900 / 2,000 characters')).toBeVisible();
  await keepShot(page, 'chat-widget-390');
  await expectControlsClear();
});

test('a session that ended: the chat widget says so with a sign-in link, and the header signs out', async ({
  page,
  context,
}) => {
  await signIn(page, { name: 'Farah Khan', email: uniqueEmail('farah') });
  const chat = await openChat(page);
  await typeQuestion(chat, 'How do I set up utilities?');

  // The session cookie goes, as when the session expires; the page still thinks her signed in.
  await context.clearCookies();
  await chat.getByRole('button', { name: 'Send' }).click();

  await expect(chat.getByRole('alert')).toHaveText('Your session ended. Sign in again.');
  await expect(chat.getByText('Please sign in to continue.')).toHaveCount(0);
  await expect(chat.getByText('How do I set up utilities?', { exact: true })).toHaveCount(0);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByText('Farah Khan')).toHaveCount(0);

  await chat.getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login with Google' })).toBeVisible();
});

test('a session that ended: the Relocation Assistant page says so with a sign-in link, and the header signs out', async ({
  page,
  context,
}) => {
  await signIn(page, { name: 'Dev Patel', email: uniqueEmail('dev') });
  await context.clearCookies();
  // Within the app (no reload): the page asks for the conversation with a session that is gone.
  await page.getByRole('banner').getByRole('link', { name: 'Relocation Assistant' }).click();
  const panel = page.locator('.chat-panel--inline');

  await expect(panel.getByRole('alert')).toHaveText('Your session ended. Sign in again.');
  await expect(panel.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByText('Dev Patel')).toHaveCount(0);
});

test("the next person to sign in on the same page sees none of the last one's conversation", async ({ page }) => {
  await signIn(page, { name: 'Anu Joseph', email: uniqueEmail('anu') });
  const chat = await openChat(page);
  await typeQuestion(chat, 'Where do I get an address proof?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('.chat-message--bot')).toHaveCount(2);

  // Signed out and another person signed in, within the app (a reload would forget it all anyway).
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Logout' }).click();
  await banner.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  const other = chooser.getByRole('button', { name: 'Use another account' });
  if (await other.isVisible()) await other.click();
  await chooser.getByLabel('Name').fill('Bala Subramanian');
  await chooser.getByLabel('E-mail').fill(uniqueEmail('bala'));
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(banner.getByTestId('user-name')).toHaveText('Bala Subramanian');

  if (!(await chat.isVisible())) await openChat(page);
  await expect(chat.getByRole('button', { name: 'What are the best neighbourhoods to live in?' })).toBeEnabled();
  await expect(chat.locator('.chat-message--user')).toHaveCount(0);
  await expect(chat.getByText('Where do I get an address proof?')).toHaveCount(0);
  // And their question is theirs: asked over a new WebSocket with their cookie, not the last
  // person's (client/lib/session-events.ts), so the answer greets them.
  await typeQuestion(chat, 'hi');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('.chat-message--bot').last()).toContainText('Hi Bala!');
});
