import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../styles/theme.css.ts';

// Sticky from tablets up; on phones the header scrolls away with the page, so the reading
// keeps the whole screen and the actions may take a second row.
export const header = style({
  position: 'relative',
  top: 0,
  zIndex: 10,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.card,
  '@media': { print: { display: 'none' }, [breakpoints.tablet]: { position: 'sticky' } },
});

export const inner = style({
  maxWidth: vars.width.wide,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [breakpoints.tablet]: { flexWrap: 'nowrap', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const brand = style({
  display: 'grid',
  color: 'inherit',
  textDecoration: 'none',
  marginRight: 'auto',
  lineHeight: 1.1,
});

export const name = style({ fontFamily: vars.font.ui, fontWeight: 800, letterSpacing: '0.18em', fontSize: vars.fontSize.lg });
export const tagline = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.xs, opacity: 0.8 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 0, marginLeft: 'auto', '@media': { [breakpoints.tablet]: { gap: vars.space.xxs } } });

export { visuallyHiddenOnPhones as studyLabel } from '../styles/utilities.css.ts';

export const menu = style({
  minWidth: '14rem',
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xxs,
  fontFamily: vars.font.ui,
  zIndex: 30,
});

export const menuItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-highlighted]': { background: vars.color.surfaceMuted } },
});

export const menuLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.inkMuted,
});
export const menuSeparator = style({ height: '1px', margin: `${vars.space.xxs} 0`, background: vars.color.border });
export const menuCheck = style({ position: 'absolute', left: vars.space.xs });
