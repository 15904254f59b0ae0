import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

export const navigator = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.md} auto`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontFamily: vars.font.ui,
  '@media': { print: { display: 'none' } },
});

export const dateButton = style({
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: 600,
  cursor: 'pointer',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  minHeight: '2.75rem',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export { hiddenOnNarrowScreens, visuallyHidden } from '../../../styles/utilities.css.ts';

export const fullLabel = style({ display: 'none', '@media': { [breakpoints.tablet]: { display: 'inline' } } });
export const compactLabel = style({ '@media': { [breakpoints.tablet]: { display: 'none' } } });

export const popover = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.sm,
  zIndex: 30,
  fontFamily: vars.font.ui,
});

globalStyle(`${popover} .rdp-root`, { vars: { '--rdp-accent-color': vars.color.primary } });
