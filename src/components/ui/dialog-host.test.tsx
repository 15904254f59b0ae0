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
