import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { DialogHost, useDialogHandle } from './dialog-host.tsx';

it('opens its dialog without drawing the page again, and keeps it mounted once closed', () => {
  let pageRenders = 0;
  function Page() {
    pageRenders += 1;
    const [host, open] = useDialogHandle();
    const [note] = useState('A long devotion');
    return (
      <>
        <p>{note}</p>
        <button type="button" onClick={open}>
          Search
        </button>
        <DialogHost handle={host}>
          {(isOpen, setOpen) => (
            <div role="dialog" aria-label="Search" hidden={!isOpen}>
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          )}
        </DialogHost>
      </>
    );
  }
  render(<Page />);
  const drawn = pageRenders;
  expect(screen.queryByRole('dialog')).toBeNull();

  act(() => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
  expect(screen.getByRole('dialog', { name: 'Search' })).toBeVisible();
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
  // Closed but still there: Radix hands the focus back as it closes.
  expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
  expect(screen.getByRole('dialog', { name: 'Search' })).toBeVisible();
  expect(pageRenders).toBe(drawn);
});

it('mounts a dialog ahead, closed, once the page is idle and its module has loaded', async () => {
  let loaded!: () => void;
  const load = new Promise<void>((resolve) => (loaded = resolve));
  function Page() {
    const [host, open] = useDialogHandle();
    return (
      <>
        <button type="button" onClick={open}>
          Search
        </button>
        <DialogHost handle={host} mountAhead={() => load}>
          {(isOpen) => (
            <div role="dialog" aria-label="Search" hidden={!isOpen}>
              Results
            </div>
          )}
        </DialogHost>
      </>
    );
  }
  render(<Page />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

  await act(async () => loaded());
  expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
  expect(screen.getByRole('dialog', { name: 'Search' })).toBeVisible();
});
