// The footer's way into the Privacy and Data Settings modal (spec 2), on every page. The
// modal and its data code load when first opened.
import { lazy, Suspense, useState } from 'react';
import * as styles from './privacy-settings-button.css.ts';

const PrivacyDialog = lazy(() => import('./privacy-dialog.tsx').then((module) => ({ default: module.PrivacyDialog })));

export function PrivacySettingsButton() {
  const [open, setOpen] = useState(false);
  // Once opened, the modal stays mounted so that closing it hands focus back.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.link}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Privacy and data
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <PrivacyDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
