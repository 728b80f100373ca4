import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TIMELINE_NOTICE } from '../../../shared/contracts/privacy';
import { defaultPreferences } from '../../../shared/domain/finder-form';
import { emptyDataSummary, TEST_USER } from '../../lib/test/people';
import { renderWithProviders } from '../../lib/test/render';
import { TimelineUploadField } from './timeline-upload-field';

// The timeline section of the finder before anything is sent (spec §4, §5; docs/privacy.md): what
// the file picker accepts and says, and the notice that comes before a first upload. The upload
// itself (streamed progress, the analysis, the banner) is the browser's: tests/e2e/timeline-upload.spec.ts
// and pinning-banner.spec.ts.

const file = (name: string, type: string, text = '{"locations":[]}') => new File([text], name, { type });

function renderField() {
  const rendered = renderWithProviders(
    <TimelineUploadField user={TEST_USER} prefs={defaultPreferences()} onChange={() => {}} />,
    {
      answers: {
        timeline: { list: () => ({ analyses: [] }), gateways: () => ({ gateways: ['https://ipfs.io'] }) },
        privacy: { summary: emptyDataSummary },
      },
    },
  );
  return { ...rendered, picker: screen.getByLabelText('Timeline file') };
}

describe('the timeline file picker', () => {
  it('asks for a file before an upload', async () => {
    const { user } = renderField();
    await user.click(screen.getByRole('button', { name: 'Upload and analyse' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file first.');
  });

  it('refuses what is not a Takeout file, alone or among others, and empties the picker', async () => {
    const { user, picker } = renderField();
    await user.upload(picker, file('history.csv', 'text/csv', 'a,b'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid JSON or TXT file from Google Takeout');
    expect((picker as HTMLInputElement).value).toBe('');

    await user.upload(picker, [file('2025_MARCH.json', 'application/json'), file('notes.csv', 'text/csv')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid JSON or TXT file from Google Takeout');
  });

  it('says which files are ready: one by its name, several by their number, a .zip by its name', async () => {
    const { user, picker } = renderField();
    await user.upload(picker, file('Records.json', 'application/json'));
    expect(screen.getByText('Records.json is ready to upload.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const months = ['2025_MARCH.json', '2025_APRIL.json', '2025_MAY.json'];
    await user.upload(
      picker,
      months.map((name) => file(name, 'application/json')),
    );
    expect(screen.getByText('3 files are ready to upload.')).toBeInTheDocument();

    await user.upload(picker, file('Semantic Location History.zip', 'application/zip', 'PK'));
    expect(screen.getByText('Semantic Location History.zip is ready to upload.')).toBeInTheDocument();
  });
});

describe('the notice before a first upload', () => {
  it('comes first, word for word, takes the focus, and Not now sends nothing', async () => {
    const { user, picker, calls } = renderField();
    await user.upload(picker, file('Timeline.json', 'application/json'));
    await user.click(screen.getByRole('button', { name: 'Upload and analyse' }));

    const notice = await screen.findByRole('region', { name: TIMELINE_NOTICE.title });
    const points = within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toEqual([...TIMELINE_NOTICE.points]);
    // Focus moves once the notice (loaded on demand) has mounted.
    await waitFor(() => expect(within(notice).getByRole('heading', { name: TIMELINE_NOTICE.title })).toHaveFocus());
    // Upload is held while the notice waits for the person's choice.
    expect(screen.getByRole('button', { name: 'Upload and analyse' })).toBeDisabled();

    await user.click(within(notice).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: TIMELINE_NOTICE.title })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing was uploaded. Your file stays on your device.')).toBeInTheDocument();
    // Nothing left the page: no upload request, no consent recorded.
    expect(fetch).not.toHaveBeenCalled();
    expect(calls.map((c) => c.path)).not.toContain('privacy.giveConsent');
  });
});
