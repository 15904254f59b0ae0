// The share dialog loads when first opened, so the first page carries only what it shows; once
// loaded (on a press, or in idle time: app/first-presses.ts) it opens in the press's own frame.
import { preloadable } from '../../../lib/preloadable.tsx';

export const LazyShareDialog = preloadable(() => import('./share-dialog.tsx').then((module) => module.ShareDialog));
