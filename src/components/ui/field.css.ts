// The looks every dialog's fields and pick lists share (auth, share, search, Strong's), so a
// text box is one height, border and tap target everywhere: features compose these and add
// only what is theirs (width, a muted background, a list's height).
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A single-line text box, 44 px tall (a tap target). */
export const textInput = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});

/** A scrolling list of results to pick from. */
export const pickList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, overflowY: 'auto' });

/** One result of a pick list: a full-width button. */
export const pickItem = style({
  width: '100%',
  textAlign: 'left',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  padding: vars.space.sm,
  cursor: 'pointer',
  display: 'grid',
  gap: vars.space.xxs,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
