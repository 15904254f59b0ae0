import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { arrowRow } from '../../../styles/utilities.css.ts';

export const dayNav = style([
  arrowRow,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontFamily: vars.font.ui,
  },
]);
// On a phone the label takes two balanced lines ("Day 3" / "of 30") so both buttons keep their arrows.
export const dayLabel = style({
  textAlign: 'center',
  textWrap: 'balance',
  fontWeight: 700,
  color: vars.color.accent,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.sm,
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.display, color: vars.color.primary, outline: 'none' });
// Radix marks an inactive tab panel `hidden`; the shared panel class sets a display that would undo it.
export const panel = style({ selectors: { '&[hidden]': { display: 'none' } } });
// Radix gives the tab list `outline: none` inline, which a server-rendered page may not carry.
export const tabList = style({ outline: 'none' });

export const completion = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.ui,
  fontWeight: 600,
  cursor: 'pointer',
});
export const completionBox = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.success, cursor: 'pointer' });

export { hiddenOnNarrowScreens } from '../../../styles/utilities.css.ts';
