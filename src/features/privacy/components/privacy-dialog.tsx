// Spec 2 "Privacy and Data Settings modal": the privacy notice, what is collected, the Local
// Storage switch (real: DECISIONS), the disabled Usage Analytics switch, export, import and
// clear (spec 8 "Local data" toasts). Loaded when first opened.
import { Download, ShieldCheck, Trash2, Upload } from 'lucide-react';
import { Dialog, Switch } from 'radix-ui';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { DeviceData } from '../../../lib/kept-lists/account.ts';
import { countedList, joinedWords } from '../../../lib/kept-lists/words.ts';
import type { ImportCounts } from '../../../lib/kept-lists/data-file.ts';
import { exportFileName, readDataFile, type FileProblem } from '../../../shared/data-file.ts';
import { useDeviceData, useLocalPersistence } from '../hooks/use-local-data.ts';
import * as styles from './privacy-dialog.css.ts';

interface PrivacyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function SettingSwitch({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.setting}>
      <div className={styles.settingText}>
        <label htmlFor={id} className={styles.settingLabel}>
          {label}
        </label>
        <p id={`${id}-description`} className={styles.settingDescription}>
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        className={styles.switchRoot}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      >
        <Switch.Thumb className={styles.switchThumb} />
      </Switch.Root>
    </div>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const SESSION_NOTE = 'Your data is kept only in this tab: it stays through a reload, and is removed when you close the tab.';

function importSummary(added: ImportCounts, skipped: number): string {
  const parts = countedList(added);
  const restored = parts.length === 0 ? 'Everything in the file was already here.' : `Restored ${joinedWords(parts)}.`;
  return skipped === 0
    ? restored
    : `${restored} ${plural(skipped, 'entry was', 'entries were')} skipped: see the list in Privacy and Data Settings.`;
}

/** What "Clear Local Data" would remove, for its confirmation (only what is there). */
function whatWouldGo(data: DeviceData): string[] {
  const kept = countedList(data.visitor);
  return [
    kept.length > 0 ? `Your ${joinedWords(kept)} kept on this device` : '',
    data.member
      ? `The copies of ${data.member}'s account data on this device, and the sign-in: you will be signed out (your account keeps its data)`
      : '',
    data.unsent > 0
      ? `${plural(data.unsent, 'change', 'changes')} not yet sent to your account (sent first, if the connection allows)`
      : '',
    data.held > 0 ? `${plural(data.held, 'change', 'changes')} kept from an earlier sign-out, waiting to be sent` : '',
    data.jamesDays > 0 ? `Your progress through the James study (${plural(data.jamesDays, 'day', 'days')})` : '',
    data.settings ? 'Your display settings and the choices made here' : '',
  ].filter(Boolean);
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function PrivacyDialog({ open, onOpenChange }: PrivacyDialogProps) {
  const toast = useToast();
  const [storageEnabled, setStorageEnabled] = useLocalPersistence();
  const device = useDeviceData();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [clearing, setClearing] = useState<DeviceData | null>(null);
  const [busy, setBusy] = useState(false);

  const exportData = async () => {
    const now = new Date();
    download(exportFileName(now), JSON.stringify(await device.exportFile(now), null, 2));
    toast({ title: 'Data Exported', description: 'Your bookmarks and highlights have been downloaded.' });
  };

  const askToClear = async () => setClearing(await device.describe());

  const clearData = async () => {
    setClearing(null);
    setBusy(true);
    try {
      const { signedOut, logoutOwed } = await device.clear();
      setProblems([]);
      toast({
        title: 'Local Data Cleared',
        description: [
          logoutOwed
            ? 'All local storage data has been removed from this device, but for a note to end your session on the server when you are next online.'
            : 'All local storage data has been removed from this device.',
          signedOut ? 'You have been signed out; your account keeps its data.' : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
    } finally {
      setBusy(false);
    }
  };

  const importData = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again.
    input.value = '';
    if (!file) return;
    const read = readDataFile(await file.text());
    if (!read.ok) {
      toast({ title: 'Import failed', description: read.message, tone: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const added = await device.importFile(read.lists);
      setProblems(read.problems);
      toast({ title: 'Data Imported', description: importSummary(added, read.problems.length) });
    } catch {
      toast({
        title: 'Import failed',
        description: 'Your account could not be reached, so nothing was imported. Try again when you are online.',
        tone: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const switchStorage = (enabled: boolean) => {
    if (!enabled) {
      // Turning it off warns first (DECISIONS): the data then goes with the tab.
      setConfirmingOff(true);
      return;
    }
    setStorageEnabled(true);
    toast({ title: 'Local storage on', description: 'Your data is kept on this device again.' });
  };

  const turnOff = () => {
    setConfirmingOff(false);
    setStorageEnabled(false);
    toast({ title: 'Local storage off', description: SESSION_NOTE });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Privacy and Data Settings"
      description="What LUMEN keeps, where it keeps it, and how to take it with you."
    >
      <div className={styles.notice} role="note">
        <ShieldCheck size={20} aria-hidden className={styles.noticeIcon} />
        <p>
          <strong>Your privacy comes first.</strong> No analytics, no tracking, and no tracking or analytics cookies. Signed-in members get
          one session cookie, which keeps them signed in and is all LUMEN sets. Passwords are stored hashed, and your data is never shared
          with third parties.
        </p>
      </div>

      <section className={styles.section} aria-labelledby="privacy-collected">
        <h3 id="privacy-collected" className={styles.sectionTitle}>
          Data we collect
        </h3>
        <dl className={styles.collected}>
          <dt>Account info</dt>
          <dd>Your username and password (stored hashed), only if you create an account. Optional.</dd>
          <dt>Bookmarks and highlights</dt>
          <dd>Your own content, with your journal answers, reading-plan progress and memory verses.</dd>
          <dt>Session cookie</dt>
          <dd>One cookie, only while you are signed in, so that you stay signed in. Nothing else is stored in cookies.</dd>
          <dt>Analytics</dt>
          <dd>Never collected.</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="privacy-settings">
        <h3 id="privacy-settings" className={styles.sectionTitle}>
          Settings
        </h3>
        <SettingSwitch
          label="Local Storage"
          description="Keep your bookmarks, highlights, journal, plan progress and memory verses on this device between visits. Off, they are kept only in this tab: through a reload, until you close it."
          checked={storageEnabled}
          onCheckedChange={switchStorage}
        />
        <SettingSwitch label="Usage Analytics" description="LUMEN never collects usage analytics." checked={false} disabled />
      </section>

      <div className={styles.actions}>
        <Button onClick={() => void exportData()} disabled={busy}>
          <Download size={16} aria-hidden /> Export My Data
        </Button>
        <Button tone="secondary" onClick={() => fileInput.current?.click()} disabled={busy}>
          <Upload size={16} aria-hidden /> Import Data
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Import data file"
          className={styles.fileInput}
          tabIndex={-1}
          onChange={(event) => void importData(event)}
        />
        <Button tone="secondary" onClick={() => void askToClear()} className={styles.danger} disabled={busy}>
          <Trash2 size={16} aria-hidden /> Clear Local Data
        </Button>
        <Dialog.Close asChild>
          <Button tone="secondary">Close</Button>
        </Dialog.Close>
      </div>

      {problems.length > 0 ? (
        <section className={styles.section} aria-labelledby="privacy-skipped">
          <h3 id="privacy-skipped" className={styles.sectionTitle}>
            Skipped in the imported file
          </h3>
          <ul className={styles.problems}>
            {problems.map((problem, index) => (
              <li key={index}>
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ConfirmDialog
        open={confirmingOff}
        onOpenChange={setConfirmingOff}
        title="Keep your data only in this tab?"
        description="Your bookmarks, highlights, journal answers, plan progress and memory verses move out of this device's storage into this tab. They stay through a reload, and are removed when you close the tab, unless you turn Local Storage on again before then."
        actions={[{ label: 'Turn off', onSelect: turnOff }]}
      />
      <ConfirmDialog
        open={clearing !== null}
        onOpenChange={(next) => !next && setClearing(null)}
        title="Clear all local data?"
        description={
          clearing && whatWouldGo(clearing).length > 0 ? 'This removes from this device:' : 'Nothing of yours is kept on this device now.'
        }
        actions={[{ label: 'Clear Local Data', onSelect: () => void clearData() }]}
      >
        {clearing && whatWouldGo(clearing).length > 0 ? (
          <ul className={styles.problems}>
            {whatWouldGo(clearing).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </ConfirmDialog>
    </Modal>
  );
}
