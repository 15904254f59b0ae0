import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg });
export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@media': {
    print: { display: 'none' },
    // In 320 px four tabs do not fit in a row: they take two, rather than widen the page.
    [breakpoints.narrow]: { display: 'grid', gridTemplateColumns: '1fr 1fr' },
  },
});
export const trigger = style({
  flex: 1,
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
export const content = style({ display: 'grid', gap: vars.space.xl, outline: 'none', selectors: { '&[hidden]': { display: 'none' } } });
