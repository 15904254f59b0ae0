// The one-time recovery code (DECISIONS "Accounts, members and safety"): shown after an
// account is created and after each reset, never again; copy or download it, then continue.
import { Copy, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { PRODUCT_NAME } from '../../../shared/constants.ts';
import * as styles from './recovery-code.css.ts';

const RECOVERY_FILE_NAME = 'lumen-recovery-code.txt';

interface RecoveryCodeProps {
  username: string;
  code: string;
  /** The reader confirmed they kept the code. */
  onSaved: () => void;
}

function recoveryFileText(username: string, code: string): string {
  return [
    `${PRODUCT_NAME} recovery code`,
    '',
    `Username: ${username}`,
    `Recovery code: ${code}`,
    '',
    'Keep this file somewhere safe. With this code you can set a new password if you forget yours.',
    'Each code works once: after a reset you are given a new one.',
    '',
  ].join('\n');
}

export function RecoveryCode({ username, code, onSaved }: RecoveryCodeProps) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The view replaced the form the reader was in: take focus there, so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Recovery code copied', description: 'Paste it somewhere safe, such as a password manager.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Please select the code and copy it by hand.', tone: 'destructive' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryFileText(username, code)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the address goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section className={styles.notice} aria-labelledby="recovery-code-heading">
      <h3 id="recovery-code-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        Save your recovery code
      </h3>
      <p className={styles.text}>
        This code is the only way to reset your password if you forget it. It is shown only once: copy it or download it now and keep it
        somewhere safe.
      </p>
      <input className={styles.code} readOnly value={code} aria-label="Recovery code" onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.actions}>
        <Button tone="secondary" onClick={copy}>
          <Copy size={16} aria-hidden />
          Copy
        </Button>
        <Button tone="secondary" onClick={download}>
          <Download size={16} aria-hidden />
          Download
        </Button>
        <Button className={styles.done} onClick={onSaved}>
          I have saved it
        </Button>
      </div>
    </section>
  );
}
