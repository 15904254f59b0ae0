// Spec 2 "Privacy and Data Settings modal": the privacy notice, what is collected, the Local
// Storage switch (real: DECISIONS), the disabled Usage Analytics switch, export, import and
// clear (spec 8 "Local data" toasts). Loaded when first opened.
import { Download, ShieldCheck, Trash2, Upload } from 'lucide-react';
import { Dialog, Switch } from 'radix-ui';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { clearLocalUserData, exportLocalUserData, importLocalUserData, useLocalPersistence } from '../hooks/use-local-data.ts';
import { exportFileName, parseExportFile, type ImportCounts } from '../user-data-file.ts';
import * as styles from './privacy-dialog.css.ts';

interface PrivacyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function SettingSwitch({ label, description, checked, disabled, onCheckedChange }: { label: string; description: ReactNode; checked: boolean; disabled?: boolean; onCheckedChange?: (checked: boolean) => void }) {
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

function importSummary(added: ImportCounts): string {
  const parts = [
    added.bookmarks ? plural(added.bookmarks, 'bookmark', 'bookmarks') : '',
    added.highlights ? plural(added.highlights, 'highlight', 'highlights') : '',
    added.journalDays ? plural(added.journalDays, 'journal day', 'journal days') : '',
    added.planProgress ? plural(added.planProgress, 'plan mark', 'plan marks') : '',
  ].filter(Boolean);
  return parts.length === 0 ? 'Everything in the file was already on this device.' : `Restored ${parts.join(', ')}.`;
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
  const fileInput = useRef<HTMLInputElement>(null);

  const exportData = () => {
    const now = new Date();
    download(exportFileName(now), JSON.stringify(exportLocalUserData(now), null, 2));
    toast({ title: 'Data Exported', description: 'Your bookmarks and highlights have been downloaded.' });
  };

  const clearData = () => {
    clearLocalUserData();
    toast({ title: 'Local Data Cleared', description: 'All local storage data has been removed from this device.' });
  };

  const importData = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again.
    input.value = '';
    if (!file) return;
    const parsed = parseExportFile(await file.text());
    if (!parsed.ok) {
      toast({ title: 'Import failed', description: parsed.message, tone: 'destructive' });
      return;
    }
    toast({ title: 'Data Imported', description: importSummary(importLocalUserData(parsed.data)) });
  };

  const switchStorage = (enabled: boolean) => {
    setStorageEnabled(enabled);
    toast(
      enabled
        ? { title: 'Local storage on', description: 'Your data is kept on this device again.' }
        : { title: 'Local storage off', description: 'Your data is kept only until you close this tab, and was removed from this device.' },
    );
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Privacy and Data Settings" description="What LUMEN keeps, where it keeps it, and how to take it with you.">
      <div className={styles.notice} role="note">
        <ShieldCheck size={20} aria-hidden className={styles.noticeIcon} />
        <p>
          <strong>Your privacy comes first.</strong> No analytics, no cookies, no tracking. Passwords are stored hashed, and your data is never shared
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
          <dd>Your own content, with your journal answers and reading-plan progress.</dd>
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
          description="Keep your bookmarks, highlights, journal and plan progress on this device between visits. Off, they last until you close this tab."
          checked={storageEnabled}
          onCheckedChange={switchStorage}
        />
        <SettingSwitch label="Usage Analytics" description="LUMEN never collects usage analytics." checked={false} disabled />
      </section>

      <div className={styles.actions}>
        <Button onClick={exportData}>
          <Download size={16} aria-hidden /> Export My Data
        </Button>
        <Button tone="secondary" onClick={() => fileInput.current?.click()}>
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
        <Button tone="secondary" onClick={clearData} className={styles.danger}>
          <Trash2 size={16} aria-hidden /> Clear Local Data
        </Button>
        <Dialog.Close asChild>
          <Button tone="secondary">Close</Button>
        </Dialog.Close>
      </div>
    </Modal>
  );
}
