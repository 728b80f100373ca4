import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { expect, test } from './fixtures';
import { keepShot, signIn, uniqueEmail } from './helpers';

// The chat widget streams grounded, profile-aware answers over the WebSocket; the history
// comes back when it reopens; another person sees none of it; markup in questions stays text.

const MUMBAI = {
  preferences: commuterPreferences('Powai, Mumbai', { driving: 20, transit: 15 }, { userCategory: 'comfort' }),
};

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });
  await expect(dialog.getByRole('heading', { name: 'Relocation Assistant' })).toBeVisible();
  await expect(dialog.getByText("Hi there! I'm your relocation assistant. How can I help you today?")).toBeVisible();
  return dialog;
}

/** Clicks a suggested question and waits for its reply to finish; returns the reply's text. */
async function askSuggested(chat: Locator, question: string | RegExp): Promise<string> {
  const replies = chat.locator('.chat-message--bot');
  // Enabled once the conversation has loaded: counted before that, its history would add to the count.
  await expect(chat.getByRole('button', { name: question })).toBeEnabled();
  const before = await replies.count();
  await chat.getByRole('button', { name: question }).click();
  await expect(replies).toHaveCount(before + 1);
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled(); // blank input
  await expect(chat.getByRole('button', { name: question })).toBeEnabled(); // reply finished
  return replies.last().innerText();
}

test('a person asks the assistant and gets streamed answers that name their own neighbourhoods', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Count the reply pieces that arrive over the WebSocket.
  let pieces = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"messageId"')) pieces++;
    }),
  );
  await signIn(page, { name: 'Asha Rao', email: uniqueEmail('asha') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();

  // Before any search: the third set of suggestions, and an honest answer.
  let chat = await openChat(page);
  const best = await askSuggested(chat, 'What are the best neighbourhoods to live in?');
  expect(best).toContain("haven't run a search");
  await expect(chat.getByRole('link', { name: 'neighbourhood finder' })).toHaveAttribute('href', '/place-recommender');
  expect(pieces).toBeGreaterThan(1);
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();

  // After a search: about the first, compare, best for me.
  const made = await page.request.post('/api/housing/recommend-housing', { data: MUMBAI });
  const top = ((await made.json()) as { recommendations: { name: string; id: string }[] }).recommendations;
  await page.reload();
  chat = await openChat(page);
  const about = await askSuggested(chat, `Tell me more about ${top[0]!.name}`);
  expect(about).toContain(`${top[0]!.name}, Mumbai`);
  expect(about).toMatch(/\d+% match/);
  const compared = await askSuggested(chat, 'Compare my recommended neighbourhoods');
  for (const n of top.slice(0, 3)) expect(compared).toContain(`${n.name}, Mumbai`);
  expect(compared).toMatch(/Commute: .*driving: about \d+ min/);
  const forMe = await askSuggested(chat, 'Which neighbourhood is best for me?');
  expect(forMe).toContain(`${top[0]!.name}, Mumbai`);
  expect(forMe.indexOf(top[0]!.name)).toBeLessThan(forMe.indexOf(top[1]!.name));

  // After choosing a neighbourhood: places in it, the commute, amenities.
  await page.request.post('/trpc/neighbourhoods.select', { data: { id: top[1]!.id } });
  await page.reload();
  chat = await openChat(page);
  const name = top[1]!.name;
  const places = await askSuggested(chat, `What places are there in ${name}?`);
  expect(places).toContain(`Around ${name}`);
  expect(places).toMatch(/places within 5 km in all/);
  const commute = await askSuggested(chat, `What is the commute like from ${name} to my office?`);
  expect(commute).toMatch(new RegExp(`${name}, Mumbai to Powai`));
  expect(commute).toMatch(/driving: about \d+ min/);
  const amenities = await askSuggested(chat, `What amenities are near ${name}?`);
  expect(amenities).toContain(`Around ${name}`);
  await expect(chat.getByText(/^\d{1,2}:\d{2}\s?(am|pm)$/i).first()).toBeVisible();

  // Markup typed into the chat stays text, and runs nothing.
  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '[click me](javascript:window.__xss=2)',
    '<script>window.__xss=3</script> **not bold**',
  ];
  for (const payload of payloads) {
    const replies = chat.locator('.chat-message--bot');
    const before = await replies.count();
    await chat.getByPlaceholder('Type your message here...').fill(payload);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(replies).toHaveCount(before + 1);
    await expect(chat.locator('.chat-message--user .chat-message__bubble').last()).toHaveText(payload);
  }
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(
    chat.locator('.chat-messages img, .chat-messages script, .chat-messages a[href^="javascript"]'),
  ).toHaveCount(0);
  await expect(chat.locator('.chat-message--user strong')).toHaveCount(0);
  await keepShot(page, 'chat-widget');

  // Reopened after a reload: the whole conversation is back.
  await page.reload();
  chat = await openChat(page);
  await expect(chat.locator('.chat-message--user')).toHaveCount(10);
  await expect(chat.getByText('Compare my recommended neighbourhoods', { exact: true })).toBeVisible();

  // Someone else, in another browser, sees none of it.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signIn(theirs, { name: 'Ravi Kumar', email: uniqueEmail('ravi') });
  await expect(theirs.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  const theirChat = await openChat(theirs);
  await expect(theirChat.getByRole('button', { name: 'What are the best neighbourhoods to live in?' })).toBeVisible();
  await expect(theirChat.locator('.chat-message--user')).toHaveCount(0);
  await expect(theirChat.locator('.chat-message--bot')).toHaveCount(1);
  await other.close();

  // Cleared, it is gone for good.
  await chat.getByRole('button', { name: 'Clear chat' }).click();
  await expect(chat.locator('.chat-message--user')).toHaveCount(0);
  await page.reload();
  chat = await openChat(page);
  await expect(chat.locator('.chat-message--user')).toHaveCount(0);
});

test('the Relocation Assistant page asks a Popular Question in its inline chat', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/relocation-assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Relocation Assistant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How I Can Help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, { name: 'Kiran Das', email: uniqueEmail('kiran') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  await page.goto('/relocation-assistant');
  const panel = page.locator('.chat-panel--inline');
  await expect(panel.getByRole('heading', { name: 'Relocation Assistant' })).toBeVisible();
  await page.getByRole('button', { name: 'How do I set up utilities?' }).click();
  await expect(panel.locator('.chat-message--user .chat-message__bubble')).toHaveText('How do I set up utilities?');
  await expect(panel.locator('.chat-message--bot').last()).toContainText('Getting each one going:');
  await page.getByRole('button', { name: "What's the best neighborhood for families?" }).click();
  await expect(panel.locator('.chat-message--bot').last()).toContainText('Tell me your city');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await keepShot(page, 'assistant-page', { fullPage: true });
});
