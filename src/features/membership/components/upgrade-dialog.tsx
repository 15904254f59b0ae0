// Spec 2 "Upgrade dialog": what a free account unlocks (DECISIONS: a member is any signed-in
// account). "Create Free Account" hands over to whoever owns sign-up, through onCreateAccount.
import { BookOpenText, Cloud, Languages } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import * as styles from './upgrade-dialog.css.ts';

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The visitor chose "Create Free Account". The dialog stays open: the caller closes it (and opens sign-up). */
  onCreateAccount: () => void;
}

const BENEFITS = [
  { icon: BookOpenText, title: 'Extended Commentary', text: 'Personal study notes on every devotion, kept with your account.' },
  { icon: Cloud, title: 'Cross-Device Sync', text: 'Your bookmarks and highlights on every device you read on.' },
  { icon: Languages, title: "Strong's Concordance", text: 'The Hebrew and Greek behind the words of scripture.' },
] as const;

export function UpgradeDialog({ open, onOpenChange, onCreateAccount }: UpgradeDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Unlock Members Content" description="A free account unlocks:">
      <ul className={styles.benefits}>
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.benefit}>
            <Icon size={20} aria-hidden className={styles.icon} />
            <div>
              <p className={styles.benefitTitle}>{title}</p>
              <p className={styles.benefitText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onCreateAccount}>Create Free Account</Button>
        <Button tone="secondary" onClick={() => onOpenChange(false)}>
          Continue Without Account
        </Button>
      </div>
      <p className={styles.footer}>Free forever • No spam • Cancel anytime</p>
    </Modal>
  );
}
