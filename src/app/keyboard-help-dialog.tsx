import { Modal } from '../components/ui/dialog.tsx';
import { SHORTCUTS } from '../lib/keyboard-shortcuts.ts';
import * as styles from './page-shell.css.ts';

export default function KeyboardHelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts">
      <dl className={styles.shortcuts}>
        {SHORTCUTS.map(([key, action]) => (
          <div key={key} className={styles.shortcut}>
            <dt>
              <kbd className={styles.kbd}>{key}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
