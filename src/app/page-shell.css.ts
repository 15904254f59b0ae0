import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../styles/theme.css.ts';

// Below the desktop width the page is one screen tall: a column of the reading area, which
// scrolls, and the action bar in its own space under it (decision 036). Media queries alone
// draw it, so the server's HTML has it from the first paint. From the desktop width, and on
// paper, the document scrolls as a whole.
export const shell = style({
  '@media': {
    [breakpoints.belowDesktop]: {
      display: 'flex',
      flexDirection: 'column',
      // Browsers without dynamic viewport units get the large viewport.
      height: ['100vh', '100dvh'],
      overflow: 'hidden',
    },
    print: { display: 'block', height: 'auto', overflow: 'visible' },
  },
});

export const readingArea = style({
  outline: 'none',
  '@media': {
    [breakpoints.belowDesktop]: {
      flex: '1 1 auto',
      minHeight: 0,
      overflowY: 'auto',
      // What moves with the text (the highlight colours under a selection) is placed in it.
      position: 'relative',
    },
    print: { flex: 'none', overflowY: 'visible', position: 'static' },
  },
});

/** The action bar's place in the column: it takes the bar's height, which comes and goes. */
export const actions = style({ flex: 'none' });

export const main = style({ padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`, outline: 'none' });
export const footer = style({
  textAlign: 'center',
  padding: vars.space.lg,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSubtle,
  '@media': { print: { display: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-10rem',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontFamily: vars.font.ui,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const shortcuts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const shortcut = style({ display: 'grid', gridTemplateColumns: '4rem 1fr', alignItems: 'center', gap: vars.space.sm });
export const kbd = style({
  display: 'inline-block',
  minWidth: '2rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  fontFamily: vars.font.ui,
});
globalStyle('dd', { margin: 0 });
