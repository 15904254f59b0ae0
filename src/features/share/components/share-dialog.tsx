// Spec 2 "Share dialog": four targets in 600x400 popups, the direct and "Easy to Remember"
// links with copy buttons and their toasts (spec 8 "Copy"), the share metadata, and the
// system share sheet where the browser has one.
import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import type { IsoDate } from '../../../shared/dates.ts';
import { useShareInfo } from '../hooks/use-share-info.ts';
import { easyToRememberLink, SHARE_POPUP_FEATURES, shareTargets } from '../share-links.ts';
import * as styles from './share-dialog.css.ts';
import { failureMessage } from '../../../lib/offline-days.ts';

interface ShareDialogProps {
  date: IsoDate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ShareDialog({ date, open, onOpenChange }: ShareDialogProps) {
  const share = useShareInfo(date, open);
  const info = share.data;
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Share Today's Devotion"
      description="Send today's devotion to a friend, or copy a link."
    >
      {share.isError ? <p role="alert">{failureMessage(share.error, 'The share links could not be made. Please try again.')}</p> : null}
      <div className={styles.targets}>
        {(info ? shareTargets(info) : ['Facebook', 'X', 'WhatsApp', 'Email'].map((name) => ({ name, href: '' }))).map((target) => (
          <Button
            key={target.name}
            tone="secondary"
            disabled={!info}
            onClick={() => window.open(target.href, `share-${target.name}`, SHARE_POPUP_FEATURES)}
          >
            {target.name}
          </Button>
        ))}
      </div>
      {canShareNatively ? (
        <Button
          disabled={!info}
          onClick={() => info && navigator.share({ title: info.title, text: info.description, url: info.url }).catch(() => undefined)}
        >
          <Share2 size={16} aria-hidden /> Share with an app
        </Button>
      ) : null}
      <CopyField label="Direct link" copied="Direct link" value={info?.url} />
      <CopyField label="Easy to Remember" copied="Friendly link" value={info ? easyToRememberLink(info, date) : undefined} />
      {info ? (
        <dl className={styles.meta} aria-label="Share details">
          <dt className={styles.metaTerm}>Title</dt>
          <dd className={styles.metaValue}>{info.title}</dd>
          <dt className={styles.metaTerm}>Description</dt>
          <dd className={styles.metaValue}>{info.description}</dd>
          <dt className={styles.metaTerm}>Scholar</dt>
          <dd className={styles.metaValue}>{info.scholar}</dd>
          <dt className={styles.metaTerm}>Theme</dt>
          <dd className={styles.metaValue}>{info.theme ?? 'Weekly theme information not available.'}</dd>
        </dl>
      ) : share.isPending ? (
        <p role="status">Loading share details...</p>
      ) : null}
    </Modal>
  );
}
