import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css.ts';

// One column no wider than the dialog or page: a field's own width (its `size`) never widens it.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@media': {
    print: { display: 'none' },
    // In 320 px four tabs do not fit in a row: they take two, rather than widen the page.
    [breakpoints.narrow]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});
export const trigger = style({
  flex: 1,
  // A long name ("Create Account" at the largest text in 320 px) wraps inside its tab instead
  // of pushing the row past the dialog's edge.
  minWidth: 0,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  minHeight: '2.75rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.inkMuted,
  fontFamily: vars.font.ui,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[data-state="active"]': { background: vars.color.surface, color: vars.color.primary, boxShadow: vars.shadow.card } },
});
// An inactive panel keeps Radix's `hidden`: the grid display must not bring it (and its
// tab stop) back.
export const content = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});
