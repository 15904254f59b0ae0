import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import type { Note } from '../../../shared/schemas/user-data.ts';
import { buildUser } from '../../../../tests/factories/user-data.ts';
import { StudyNotes } from './study-notes.tsx';

const devotion = { id: 7, title: 'Light for the Path' };

function buildNote(overrides: Partial<Note> = {}): Note {
  return { id: 1, devotionId: devotion.id, content: 'Grace upon grace.', createdAt: '2025-01-05T12:04:00.000Z', ...overrides };
}

/** The server's notes for the devotion, changed by the mocked create, update and delete. */
function serveNotes(initial: Note[], { gateList }: { gateList?: Promise<void> } = {}) {
  let notes = [...initial];
  let nextId = 100;
  const calls = { list: 0, create: vi.fn(), update: vi.fn(), remove: vi.fn() };
  server.use(
    trpcMsw.notes.list.query(async () => {
      calls.list += 1;
      if (gateList) await gateList;
      return notes;
    }),
    trpcMsw.notes.create.mutation(({ input }) => {
      calls.create(input);
      const note = buildNote({ id: nextId++, content: input.content, createdAt: '2025-01-06T12:30:00.000Z' });
      notes = [note, ...notes];
      return note;
    }),
    trpcMsw.notes.update.mutation(({ input }) => {
      calls.update(input);
      notes = notes.map((note) => (note.id === input.id ? { ...note, content: input.content } : note));
      return notes.find((note) => note.id === input.id)!;
    }),
    trpcMsw.notes.delete.mutation(({ input }) => {
      calls.remove(input);
      notes = notes.filter((note) => note.id !== input.id);
      return { id: input.id };
    }),
  );
  return calls;
}

async function openNotes() {
  await userEvent.click(screen.getByRole('button', { name: /^Study Notes/ }));
  return screen.findByRole('dialog', { name: 'Study Notes' });
}

afterEach(() => vi.restoreAllMocks());

describe('StudyNotes for a visitor', () => {
  it('is locked: it asks them to sign in and opens nothing', async () => {
    const onSignInRequired = vi.fn();
    renderWithProviders(<StudyNotes devotion={devotion} isMember={false} onSignInRequired={onSignInRequired} />);
    expect(screen.getByText('Sign in to access personal study notes and track your spiritual journey.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Study Notes (members only: sign in)' }));
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No notes handler exists: a fetch would have failed the test.
  });
});

describe('StudyNotes for a member', () => {
  it('fetches nothing until opened, then shows the loading and empty states and the count', async () => {
    let release = () => {};
    const calls = serveNotes([], { gateList: new Promise<void>((resolve) => (release = resolve)) });
    renderWithProviders(<StudyNotes devotion={devotion} isMember onSignInRequired={() => {}} />);
    expect(screen.getByText('Capture your insights in study notes.')).toBeInTheDocument();
    expect(calls.list).toBe(0);

    const dialog = await openNotes();
    expect(within(dialog).getByText('Members Content')).toBeInTheDocument();
    expect(within(dialog).getByText('Light for the Path')).toBeInTheDocument();
    expect(await within(dialog).findByText('Loading notes...')).toBeInTheDocument();

    release();
    expect(await within(dialog).findByText('No study notes yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('Add your first note to capture insights and reflections.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Study Notes, 0 notes', hidden: true })).toBeInTheDocument();
  });

  it('adds a trimmed note; the list reloads and the add box is cleared and closed', async () => {
    const calls = serveNotes([]);
    renderWithProviders(<StudyNotes devotion={devotion} isMember onSignInRequired={() => {}} />);
    const dialog = await openNotes();
    await within(dialog).findByText('No study notes yet.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add New Note' }));
    const box = within(dialog).getByPlaceholderText('Write your study notes here...');
    const save = within(dialog).getByRole('button', { name: 'Save Note' });
    expect(save).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(save).toBeDisabled();
    await userEvent.type(box, 'The lamp is the word.  ');
    await userEvent.click(save);

    expect(await within(dialog).findByText('The lamp is the word.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Study Notes, 1 note', hidden: true })).toBeInTheDocument();
    expect(calls.create).toHaveBeenCalledWith({ devotionId: 7, content: 'The lamp is the word.' });
    expect(within(dialog).queryByPlaceholderText('Write your study notes here...')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^Jan 6, 2025, \d{2}:\d{2}\s[AP]M$/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add New Note' }));
    expect(within(dialog).getByPlaceholderText('Write your study notes here...')).toHaveValue('');
  });

  it('keeps the text of a note that failed to save, with the reason', async () => {
    serveNotes([]);
    server.use(
      trpcMsw.notes.create.mutation(() => {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'A note can be at most 10000 characters' });
      }),
    );
    renderWithProviders(<StudyNotes devotion={devotion} isMember onSignInRequired={() => {}} />);
    const dialog = await openNotes();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add New Note' }));
    await userEvent.type(within(dialog).getByPlaceholderText('Write your study notes here...'), 'Too long, they say.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your note was not saved (A note can be at most 10000 characters). Your text is still here',
    );
    const box = within(dialog).getByPlaceholderText('Write your study notes here...');
    expect(box).toHaveValue('Too long, they say.');
    // Beside the field, tied to it, and in a toast (issue 28).
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Your note was not saved \(A note can be at most 10000 characters\)/);
    expect(await screen.findByText('Note not saved')).toBeInTheDocument();
  });

  it('edits one note at a time: Escape cancels, Ctrl+Enter saves, leaving the box saves a change', async () => {
    const calls = serveNotes([buildNote({ id: 1, content: 'First thought.' }), buildNote({ id: 2, content: 'Second thought.' })]);
    renderWithProviders(<StudyNotes devotion={devotion} isMember onSignInRequired={() => {}} />);
    const dialog = await openNotes();
    await within(dialog).findByText('First thought.');
    const [firstEdit] = within(dialog).getAllByRole('button', { name: 'Edit note' });

    // Escape: the edit ends unsaved and the dialog stays open.
    await userEvent.click(firstEdit!);
    const editor = within(dialog).getByRole('textbox', { name: 'Edit note' });
    expect(editor).toHaveValue('First thought.');
    await userEvent.type(editor, ' Changed');
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Study Notes' })).toBeInTheDocument();
    expect(within(dialog).getByText('First thought.')).toBeInTheDocument();

    // Ctrl+Enter saves the trimmed text.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Edit note' })[0]!);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Edit note' }), ' Deeper.  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText('First thought. Deeper.')).toBeInTheDocument();
    expect(calls.update).toHaveBeenLastCalledWith({ id: 1, content: 'First thought. Deeper.' });

    // Leaving unchanged saves nothing; leaving changed saves (Cmd+Enter would too).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Edit note' })[1]!);
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await userEvent.click(within(dialog).getByText('Light for the Path'));
    expect(within(dialog).queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(calls.update).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Edit note' })[1]!);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Edit note' }), ' Again.');
    await userEvent.click(within(dialog).getByText('Light for the Path'));
    expect(await within(dialog).findByText('Second thought. Again.')).toBeInTheDocument();
    expect(calls.update).toHaveBeenLastCalledWith({ id: 2, content: 'Second thought. Again.' });
  });

  it('keeps an edit that failed to save in its editor', async () => {
    serveNotes([buildNote({ id: 1, content: 'First thought.' })]);
    server.use(
      trpcMsw.notes.update.mutation(() => {
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The devotional database is unavailable right now.' });
      }),
    );
    renderWithProviders(<StudyNotes devotion={devotion} isMember onSignInRequired={() => {}} />);
    const dialog = await openNotes();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit note' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Edit note' }), ' Kept.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The devotional database is unavailable right now');
    expect(within(dialog).getByRole('textbox', { name: 'Edit note' })).toHaveValue('First thought. Kept.');
  });

  it('deletes a note only once the reader confirms', async () => {
    const calls = serveNotes([buildNote({ id: 1, content: 'First thought.' })]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<StudyNotes devotion={devotion} isMember onSignInRequired={() => {}} />);
    const dialog = await openNotes();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete note' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this note?');
    expect(calls.remove).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    expect(await within(dialog).findByText('No study notes yet.')).toBeInTheDocument();
    expect(calls.remove).toHaveBeenCalledWith({ id: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Study Notes, 0 notes', hidden: true })).toBeInTheDocument());
  });
});

describe('StudyNotes text not yet saved', () => {
  const ruth = buildUser({ username: 'ruth' });

  /** A reload: the page's components and query cache start afresh; the device's storage stays. */
  function reloadPage(user = ruth) {
    cleanup();
    renderWithProviders(<StudyNotes devotion={devotion} isMember onSignInRequired={() => {}} />, { user });
  }
  function reopenPage(user = ruth) {
    reloadPage(user);
    return openNotes();
  }

  it('keeps a new note through a reload until it is saved', async () => {
    const calls = serveNotes([]);
    let dialog = await reopenPage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add New Note' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New note' }), 'Half a thought');

    reloadPage();
    expect(screen.getByText('A note you have not saved yet is kept here: open Study Notes to finish it.')).toBeInTheDocument();
    dialog = await openNotes();
    const editor = within(dialog).getByRole('textbox', { name: 'New note' });
    expect(editor).toHaveValue('Half a thought');
    await userEvent.type(editor, ', finished.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(await within(dialog).findByText('Half a thought, finished.')).toBeInTheDocument();
    expect(calls.create).toHaveBeenCalledWith({ devotionId: devotion.id, content: 'Half a thought, finished.' });

    // Saved: nothing comes back after the next reload.
    reloadPage();
    expect(screen.getByText('Capture your insights in study notes.')).toBeInTheDocument();
    dialog = await openNotes();
    expect(await within(dialog).findByText('Half a thought, finished.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('forgets text the reader cancelled', async () => {
    serveNotes([]);
    let dialog = await reopenPage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add New Note' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New note' }), 'Not this one');
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    dialog = await reopenPage();
    expect(within(dialog).getByRole('button', { name: 'Add New Note' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps an edit through a reload for its member only, and drops it once the note is gone', async () => {
    serveNotes([buildNote({ id: 1, content: 'First thought.' })]);
    let dialog = await reopenPage();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit note' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Edit note' }), ' Kept.');

    // Another account on this device sees the note, not the text being written.
    dialog = await reopenPage(buildUser({ username: 'naomi' }));
    expect(await within(dialog).findByText('First thought.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    dialog = await reopenPage();
    expect(await within(dialog).findByRole('textbox', { name: 'Edit note' })).toHaveValue('First thought. Kept.');

    // Deleted on another device meanwhile: nothing is left to edit, and nothing is kept.
    serveNotes([]);
    dialog = await reopenPage();
    expect(await within(dialog).findByText('No study notes yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('lumen-sync-ruth-note-drafts')).toBe('{}');
  });
});
