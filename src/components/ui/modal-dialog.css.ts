import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/theme.css.ts';

// A native modal <dialog> (use-modal-dialog.ts) is the whole screen, clear, with its box inside:
// a press on it outside the box is a press on the backdrop. It is drawn only while open: an
// author's `display` would otherwise override the browser's `display: none` for a closed dialog.
export const screen = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  padding: '1rem',
  background: 'transparent',
  color: 'inherit',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    // One column no wider than the screen: a long word wraps rather than widening it.
    '&[open]': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', alignContent: 'center' },
    '&::backdrop': { background: 'rgba(10, 14, 20, 0.55)' },
  },
});

// The page under an open dialog holds still. From the desktop width, where the document
// scrolls, the scrollbar's room is kept, so nothing moves sideways as it goes.
globalStyle(`body:has(${screen}[open])`, { overflow: 'hidden' });
globalStyle(`html:has(${screen}[open])`, { '@media': { [breakpoints.desktop]: { scrollbarGutter: 'stable' } } });
