import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../styles/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.card,
  '@media': { print: { display: 'none' } },
});

export const inner = style({
  maxWidth: vars.width.wide,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
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

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const studyLabel = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline' } },
});

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
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-highlighted]': { background: vars.color.surfaceMuted } },
});
