import { globalStyle, style } from '@vanilla-extract/css';
import { pickItem, pickList, textInput } from '../../../components/ui/field.css.ts';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

// The <dialog> itself: the whole screen, clear, with the box at the top. A press on it outside
// the box is a press on the backdrop. It is drawn only while open: an author's `display` would
// otherwise override the browser's `display: none` for a closed dialog.
export const panel = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  padding: vars.space.xs,
  background: 'transparent',
  color: vars.color.ink,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[open]': {
      display: 'grid',
      // One column no wider than the screen: a long word in a result wraps rather than widening it.
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignContent: 'start',
      justifyItems: 'center',
    },
    '&::backdrop': { background: 'rgba(18, 24, 33, 0.55)' },
  },
});
// The page under an open search holds still. From the desktop width, where the document
// scrolls, the scrollbar's room is kept, so nothing moves sideways as it goes.
globalStyle(`body:has(${panel}[open])`, { overflow: 'hidden' });
globalStyle(`html:has(${panel}[open])`, { '@media': { [breakpoints.desktop]: { scrollbarGutter: 'stable' } } });
export const box = style({
  width: '100%',
  maxWidth: vars.width.content,
  marginTop: '6vh',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.sm,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  fontFamily: vars.font.ui,
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.tablet]: { padding: vars.space.lg } },
});
export const headerRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const input = style([textInput, { flex: 1, minWidth: 0, padding: `0 ${vars.space.md}` }]);
export const results = style([pickList, { maxHeight: '60vh' }]);
export const result = pickItem;
export const resultTitle = style({ fontWeight: 700, color: vars.color.primary });
export const resultMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});
export const state = style({
  textAlign: 'center',
  color: vars.color.inkMuted,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const snippet = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, lineHeight: 1.5 });
export const match = style({ background: vars.color.highlightYellow, color: vars.color.ink, borderRadius: '2px', padding: '0 1px' });
export { visuallyHidden } from '../../../styles/utilities.css.ts';
