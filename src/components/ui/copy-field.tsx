// A link to copy (the share dialog's, the reminder's): shown whole in a read-only box that
// selects itself on focus, with a button that copies it and says so in a toast.
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button.tsx';
import * as styles from './copy-field.css.ts';
import { useToast } from './toast.tsx';

interface CopyFieldProps {
  label: string;
  /** Nothing yet (still loading): the button waits. */
  value: string | undefined;
  /** What the toast says was copied, e.g. "Direct link". */
  copied: string;
}

export function CopyField({ label, value, copied }: CopyFieldProps) {
  const toast = useToast();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value ?? '');
      toast({ title: 'Link copied!', description: `${copied} copied to clipboard` });
    } catch {
      toast({ title: 'Copy failed', description: 'Unable to copy link to clipboard', tone: 'destructive' });
    }
  };
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <input id={id} className={styles.input} readOnly value={value ?? ''} onFocus={(event) => event.currentTarget.select()} />
        <Button
          tone="secondary"
          shape="icon"
          onClick={copy}
          disabled={!value}
          aria-label={`Copy ${label.toLowerCase()}`}
          title={`Copy ${label.toLowerCase()}`}
        >
          <Copy size={16} aria-hidden />
        </Button>
      </div>
    </div>
  );
}
