import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../../shared/domain/finder-form';
import { emptyDataSummary, TEST_USER } from '../../lib/test/people';
import { renderWithProviders } from '../../lib/test/render';
import { FinderForm } from './finder-form';

// The finder's form as a newcomer meets it: the questions they can answer first, the location
// history after them, optional and in plain words, its technical side folded away.

const TECHNICAL = /takeout|\.json|\.txt|\.zip|encrypt|aes|ipfs|pinata/i;

function renderForm() {
  return renderWithProviders(
    <FinderForm user={TEST_USER} prefs={defaultPreferences()} onChange={() => {}} onSubmit={async () => {}} />,
    {
      answers: {
        timeline: { list: () => ({ analyses: [] }), gateways: () => ({ gateways: [] }) },
        privacy: { summary: emptyDataSummary },
      },
    },
  );
}

const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the finder form', () => {
  it('opens with the budget question and asks for the location history, optionally, after the questions', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Your preferences' });
    const firstQuestion = within(form).getAllByRole('group')[0];
    expect(firstQuestion).toHaveAccessibleName('Monthly rent budget');
    const history = within(form).getByRole('region', {
      name: 'Optional: let Basera learn from your Google Maps history',
    });
    expect(follows(history, within(form).getByRole('group', { name: 'Renter filters' }))).toBe(true);
    expect(follows(within(form).getByRole('button', { name: 'Review Preferences' }), history)).toBe(true);
  });

  it('keeps Takeout, file types, encryption and IPFS under “How this works”, closed until opened', async () => {
    const { user } = renderForm();
    const history = screen.getByRole('region', { name: 'Optional: let Basera learn from your Google Maps history' });
    const details = history.querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    const shown = history.cloneNode(true) as HTMLElement;
    shown.querySelector('details')?.remove();
    expect(shown.textContent).not.toMatch(TECHNICAL);

    await user.click(within(history).getByText('How this works'));
    expect(details?.open).toBe(true);
    for (const term of ['Google Takeout', '.zip', 'encrypted', 'IPFS']) expect(details).toHaveTextContent(term);
  });
});
