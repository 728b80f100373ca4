import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../../shared/contracts/preferences';
import { defaultPreferences } from '../../../shared/domain/finder-form';
import { fill, renderWithProviders } from '../../lib/test/render';
import { LifestyleField } from './lifestyle-field';
import { ReviewStep } from './review-step';

// The finder's lifestyle field and its review (spec §4, §5): custom preferences refused when they
// repeat one, added with Enter, and markup typed into them shown as typed, never run. The browser
// journey through the whole form is tests/e2e/finder.spec.ts.

const PAYLOAD = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';

/** The field with the form's state, as FinderForm holds it; `seen` is the latest preferences. */
function Lifestyle({ seen }: { seen: { prefs: Preferences } }) {
  const [prefs, setPrefs] = useState(seen.prefs);
  seen.prefs = prefs;
  return <LifestyleField prefs={prefs} onChange={setPrefs} />;
}

describe('the lifestyle field', () => {
  it('toggles chips, refuses a custom preference that repeats one, and adds one with Enter', async () => {
    const seen = { prefs: defaultPreferences() };
    const { user } = renderWithProviders(<Lifestyle seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Nightlife' }));
    await user.click(screen.getByRole('button', { name: 'Casual Dining' }));
    expect(screen.getByRole('button', { name: 'Nightlife' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Pick at least 3 that matter to you (2 selected).')).toBeInTheDocument();

    const custom = screen.getByLabelText('Add your own');
    await fill(user, custom, 'nightlife');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This lifestyle preference already exists!');
    expect(custom).toHaveAttribute('aria-invalid', 'true');

    await fill(user, custom, 'Rooftop cafes');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Rooftop cafes')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(custom).toHaveValue('');
    expect(seen.prefs.customLifestyles.map((c) => c.name)).toEqual(['Rooftop cafes']);
    expect(screen.getByText('Pick at least 3 that matter to you (3 selected).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Rooftop cafes' }));
    expect(screen.queryByText('Rooftop cafes')).not.toBeInTheDocument();
  });

  it('shows markup typed as a preference as text, in the field and in the review', async () => {
    const seen = { prefs: defaultPreferences() };
    const { user, container, unmount } = renderWithProviders(<Lifestyle seen={seen} />);
    await fill(user, screen.getByLabelText('Add your own'), PAYLOAD);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(PAYLOAD)).toBeInTheDocument();
    expect(container.querySelectorAll('img, script')).toHaveLength(0);
    unmount();

    const prefs = { ...seen.prefs, commute: { ...seen.prefs.commute, workAddress: `${SCRIPT} Powai` } };
    const review = renderWithProviders(
      <ReviewStep
        arrived
        prefs={prefs}
        result={null}
        view="summary"
        onView={() => {}}
        onBack={() => {}}
        onRecommend={async () => {}}
        onViewAll={() => {}}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Review your preferences' });
    expect(within(summary).getByText(PAYLOAD)).toBeInTheDocument();
    expect(within(summary).getByText(new RegExp(`^To ${SCRIPT.replace(/[/]/g, '\\/')} Powai by`))).toBeInTheDocument();
    expect(review.container.querySelectorAll('img, script')).toHaveLength(0);
  });
});
