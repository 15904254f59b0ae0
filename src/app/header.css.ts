import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../styles/theme.css.ts';
import { visuallyHidden } from '../styles/utilities.css.ts';

// One row at every width, and sticky: below the desktop width it steps aside while the reader
// scrolls down and whenever a line of text would lie under it (decisions 023 and 024).
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.card,
  transition: 'transform 200ms ease',
  '@media': {
    print: { display: 'none' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    [breakpoints.belowDesktop]: { selectors: { '&[data-hidden]:not(:focus-within)': { transform: 'translateY(-100%)' } } },
  },
});

export const inner = style({
  maxWidth: vars.width.wide,
  margin: '0 auto',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [breakpoints.tablet]: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const brand = style({
  display: 'grid',
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  marginRight: 'auto',
  lineHeight: 1.1,
});

// Phones show the compact title: the name alone, a little tighter.
export const name = style({
  fontFamily: vars.font.ui,
  fontWeight: 800,
  letterSpacing: '0.1em',
  fontSize: vars.fontSize.md,
  '@media': { [breakpoints.tablet]: { letterSpacing: '0.18em', fontSize: vars.fontSize.lg } },
});
export const tagline = style({
  display: 'none',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  opacity: 0.8,
  '@media': { [breakpoints.tablet]: { display: 'block' } },
});

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: 0,
  marginLeft: 'auto',
  '@media': { [breakpoints.tablet]: { gap: vars.space.xxs } },
});

// Four square buttons and the title share 320 px at the largest text size (40 px targets at
// the default size, above WCAG 2.2's 24 px).
globalStyle(`${actions} button`, {
  '@media': { [breakpoints.phone]: { width: '2.5rem', minWidth: '2.5rem', minHeight: '2.5rem', padding: 0 } },
});

export { visuallyHiddenOnPhones as studyLabel } from '../styles/utilities.css.ts';

/** The overflow menu's name on phones, for screen readers (its icon says it to the eye). */
export const menuWord = style([visuallyHidden, { '@media': { [breakpoints.tablet]: { display: 'none' } } }]);
export const phoneOnly = style({ '@media': { [breakpoints.tablet]: { display: 'none' } } });
export const tabletUp = style({ '@media': { [breakpoints.phone]: { display: 'none !important' } } });

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
