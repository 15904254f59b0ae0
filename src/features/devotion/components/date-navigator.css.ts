import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css.ts';
import { arrowRow } from '../../../styles/utilities.css.ts';

export const navigator = style([
  arrowRow,
  {
    maxWidth: vars.width.content,
    margin: `${vars.space.md} auto`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontFamily: vars.font.ui,
    '@media': { print: { display: 'none' } },
  },
]);

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
  maxWidth: 'calc(100vw - 1rem)',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.sm,
  zIndex: 30,
  fontFamily: vars.font.ui,
});

// Seven days a row fit the screen: 44 px days where there is room, narrower on a small phone.
const DAY = 'min(44px, calc((100vw - 3.5rem) / 7))';
globalStyle(`${popover} .rdp-root`, {
  vars: {
    '--rdp-accent-color': vars.color.primary,
    '--rdp-day-width': DAY,
    '--rdp-day-height': DAY,
    '--rdp-day_button-width': `calc(${DAY} - 2px)`,
    '--rdp-day_button-height': `calc(${DAY} - 2px)`,
  },
});
