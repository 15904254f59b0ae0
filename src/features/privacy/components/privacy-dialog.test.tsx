import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { PERSONAL_DATA_KEYS, removeLocal, setLocalPersistence } from '../../../lib/local-store.ts';
import { toIsoDate } from '../../../shared/dates.ts';
import { dataExportSchema } from '../../../shared/schemas/user-data.ts';
import { PrivacyDialog } from './privacy-dialog.tsx';

const BOOKMARK = { devotionId: 5, date: '2025-01-05', createdAt: '2025-01-05T12:00:00.000Z' };
const HIGHLIGHT = { id: 'h1', devotionId: 5, text: 'received by the heart', prefix: 'it is ', suffix: ' that', color: 'green', createdAt: '2025-01-05T12:00:00.000Z' };

function seed() {
  window.localStorage.setItem('lumen-bookmarks', JSON.stringify([BOOKMARK]));
  window.localStorage.setItem('lumen-highlights', JSON.stringify([HIGHLIGHT]));
  window.localStorage.setItem('lumen-journal', JSON.stringify({ '2025-01-05': ['', 'My brother.'] }));
  window.localStorage.setItem('lumen-completed-days', JSON.stringify(['2025-01-05-devotional']));
  window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ruth' }));
}

const stored = (key: string) => JSON.parse(window.localStorage.getItem(`lumen-${key}`) ?? 'null');

/** Stubs the download: returns the file the dialog would save. */
function captureDownload() {
  const file: { name?: string; blob?: Blob } = {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    file.blob = blob as Blob;
    return 'blob:lumen-export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    file.name = this.download;
  });
  return async () => ({ name: file.name, content: JSON.parse(await file.blob!.text()) });
}

function renderDialog() {
  return renderWithProviders(<PrivacyDialog open onOpenChange={() => {}} />);
}

describe('PrivacyDialog', () => {
  beforeEach(seed);
  afterEach(() => {
    setLocalPersistence(true);
    for (const key of PERSONAL_DATA_KEYS) removeLocal(key);
    vi.restoreAllMocks();
  });

  it('shows the notice, what is collected and the two switches', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Privacy and Data Settings' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('No analytics, no cookies, no tracking.');
    expect(screen.getByText('Account info')).toBeInTheDocument();
    expect(screen.getByText('Bookmarks and highlights')).toBeInTheDocument();
    expect(screen.getByText('Never collected.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Local Storage' })).toBeChecked();
    const analytics = screen.getByRole('switch', { name: 'Usage Analytics' });
    expect(analytics).not.toBeChecked();
    expect(analytics).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('exports bookmarks, highlights, the journal and plan progress as lumen-data-export-yyyy-MM-dd.json', async () => {
    const downloaded = captureDownload();
    renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));

    expect(await screen.findByText('Data Exported')).toBeInTheDocument();
    expect(screen.getByText('Your bookmarks and highlights have been downloaded.')).toBeInTheDocument();
    const { name, content } = await downloaded();
    expect(name).toBe(`lumen-data-export-${toIsoDate(new Date())}.json`);
    expect(dataExportSchema.safeParse(content).success).toBe(true);
    expect(content).toMatchObject({
      version: '1.0',
      bookmarks: [BOOKMARK],
      highlights: [HIGHLIGHT],
      journal: [{ date: '2025-01-05', answers: ['', 'My brother.'] }],
      planProgress: ['2025-01-05-devotional'],
    });
    expect(new Date(content.timestamp).toISOString()).toBe(content.timestamp);
  });

  it('with Local Storage off, removes the data from the device and keeps it working in memory', async () => {
    const downloaded = captureDownload();
    renderDialog();

    await userEvent.click(screen.getByRole('switch', { name: 'Local Storage' }));

    expect(screen.getByRole('switch', { name: 'Local Storage' })).not.toBeChecked();
    for (const key of ['bookmarks', 'highlights', 'journal', 'completed-days', 'user']) expect(window.localStorage.getItem(`lumen-${key}`)).toBeNull();
    expect(window.localStorage.getItem('lumen-storage-enabled')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    expect((await downloaded()).content).toMatchObject({ bookmarks: [BOOKMARK], highlights: [HIGHLIGHT], planProgress: ['2025-01-05-devotional'] });

    await userEvent.click(screen.getByRole('switch', { name: 'Local Storage' }));
    expect(stored('bookmarks')).toEqual([BOOKMARK]);
    expect(window.localStorage.getItem('lumen-storage-enabled')).toBeNull();
  });

  it('clears bookmarks, highlights and the cached user, and keeps the journal and plan', async () => {
    renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Local Data' }));

    expect(await screen.findByText('Local Data Cleared')).toBeInTheDocument();
    expect(screen.getByText('All local storage data has been removed from this device.')).toBeInTheDocument();
    expect(window.localStorage.getItem('lumen-bookmarks')).toBeNull();
    expect(window.localStorage.getItem('lumen-highlights')).toBeNull();
    expect(window.localStorage.getItem('lumen-user')).toBeNull();
    expect(stored('journal')).toEqual({ '2025-01-05': ['', 'My brother.'] });
    expect(stored('completed-days')).toEqual(['2025-01-05-devotional']);
  });

  it('imports an exported file, merging it and skipping what is already here', async () => {
    renderDialog();
    const file = {
      timestamp: '2025-03-04T09:30:00.000Z',
      version: '1.0',
      bookmarks: [BOOKMARK, { devotionId: 6, createdAt: '2025-01-06T12:00:00.000Z' }],
      highlights: [{ ...HIGHLIGHT, id: 'same-quote' }, { ...HIGHLIGHT, id: 'h2', text: 'the heart' }],
      journal: [{ date: '2025-01-05', answers: ['Filled in', 'Not mine'], updatedAt: '2025-03-04T09:30:00.000Z' }],
      planProgress: ['2025-01-05-devotional', '2025-01-06-devotional'],
    };

    await userEvent.upload(screen.getByLabelText('Import data file'), new File([JSON.stringify(file)], 'lumen-data-export-2025-03-04.json', { type: 'application/json' }));

    expect(await screen.findByText('Data Imported')).toBeInTheDocument();
    expect(screen.getByText('Restored 1 bookmark, 1 highlight, 1 journal day, 1 plan mark.')).toBeInTheDocument();
    expect(stored('bookmarks').map((bookmark: { devotionId: number }) => bookmark.devotionId)).toEqual([5, 6]);
    expect(stored('highlights').map((highlight: { id: string }) => highlight.id)).toEqual(['h1', 'h2']);
    expect(stored('journal')).toEqual({ '2025-01-05': ['Filled in', 'My brother.'] });
    expect(stored('completed-days')).toEqual(['2025-01-05-devotional', '2025-01-06-devotional']);
  });

  it('says clearly when a file is not an export, and changes nothing', async () => {
    renderDialog();

    await userEvent.upload(screen.getByLabelText('Import data file'), new File(['{"version":"1.0"}'], 'notes.json', { type: 'application/json' }));

    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^That file is not a LUMEN data export \(timestamp: /)).toBeInTheDocument());
    expect(stored('bookmarks')).toEqual([BOOKMARK]);
  });
});
