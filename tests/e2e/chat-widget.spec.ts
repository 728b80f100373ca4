import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';

// The floating chat widget as a person meets it: from the keyboard.

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
