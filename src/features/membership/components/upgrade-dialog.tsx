// Spec 2 "Upgrade dialog": what a free account unlocks (DECISIONS: a member is any signed-in
// account). Only what is real is listed (decision 026): the study notes and sync; the Strong's
// Concordance is open to every visitor, and "Cancel anytime" waits for account deletion.
// A signed-in member sees instead what membership gives them, and a way to their account.
import { Cloud, NotebookPen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import * as styles from './upgrade-dialog.css.ts';

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in member's username, or null for a visitor. */
  memberName: string | null;
  /** The visitor chose "Create Free Account". The dialog stays open: the caller closes it (and opens sign-up). */
  onCreateAccount: () => void;
  /** The member chose to see their account. The caller closes this dialog and opens the account dialog. */
  onOpenAccount: () => void;
}

const BENEFITS = [
  { icon: NotebookPen, title: 'Personal Study Notes', text: 'Your own notes on every devotion, kept with your account.' },
  { icon: Cloud, title: 'Cross-Device Sync', text: 'Your bookmarks, highlights, journal and plan progress on every device you read on.' },
] as const;

function BenefitList() {
  return (
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
  );
}

export function UpgradeDialog({ open, onOpenChange, memberName, onCreateAccount, onOpenAccount }: UpgradeDialogProps) {
  if (memberName !== null)
    return (
      <Modal open={open} onOpenChange={onOpenChange} title="Your Members Content" description={`Signed in as ${memberName}, you have:`}>
        <BenefitList />
        <div className={styles.actions}>
          <Button onClick={onOpenAccount}>Your Account</Button>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </div>
      </Modal>
    );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Unlock Members Content" description="A free account unlocks:">
      <BenefitList />
      <p className={styles.already}>
        Everything else, the Strong&apos;s Concordance included, is open to you already, with or without an account.
      </p>
      <div className={styles.actions}>
        <Button onClick={onCreateAccount}>Create Free Account</Button>
        <Button tone="secondary" onClick={() => onOpenChange(false)}>
          Continue Without Account
        </Button>
      </div>
      <p className={styles.footer}>Free forever • No spam • Export your data anytime</p>
    </Modal>
  );
}
