// Spec 2 "Share dialog": the four targets and the two links of a devotion's share info.
import { format } from 'date-fns/format';
import { toDate, type IsoDate } from '../../shared/dates.ts';
import type { ShareInfo } from '../../shared/schemas/devotion.ts';

export interface ShareTarget {
  name: string;
  href: string;
}

/** Facebook, X, WhatsApp and e-mail, each opened in a 600x400 popup. */
export function shareTargets(share: ShareInfo): ShareTarget[] {
  const url = encodeURIComponent(share.url);
  const text = encodeURIComponent(`${share.title} — ${share.description}`);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(share.title)}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
    { name: 'Email', href: `mailto:?subject=${encodeURIComponent(share.title)}&body=${text}%0A%0A${url}` },
  ];
}

/** "/november/23": the month-name form of spec 2's share links, on the share link's own origin. */
export function easyToRememberLink(share: ShareInfo, date: IsoDate): string {
  return `${new URL(share.url).origin}/${format(toDate(date), 'MMMM').toLowerCase()}/${format(toDate(date), 'd')}`;
}

export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';
