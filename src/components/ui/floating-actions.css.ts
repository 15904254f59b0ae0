import { style } from '@vanilla-extract/css';
import { breakpoints, phoneBar, vars } from '../../styles/theme.css.ts';

// Below the desktop width: the last part of the page's column (page-shell.css.ts), under the
// reading area, in the flow. Collapsing it gives its height to the reading area at the bottom,
// and bringing it back takes that height again: no line moves, and none is ever under the bar.
export const bar = style({
  position: 'relative',
  flex: 'none',
  zIndex: 20,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridTemplateRows: phoneBar.height,
  alignContent: 'start',
  overflow: 'hidden',
  height: phoneBar.room,
  paddingBottom: phoneBar.safeArea,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(29, 35, 43, 0.08)',
  transition: 'height 200ms ease, padding-bottom 200ms ease',
  selectors: {
    // Out of the way while the reader scrolls down, but never while it holds the focus.
    '&[data-hidden]:not(:focus-within)': { height: 0, paddingBottom: 0, borderTopWidth: 0 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    [breakpoints.desktop]: {
      position: 'fixed',
      right: vars.space.md,
      bottom: vars.space.md,
      height: 'auto',
      overflow: 'visible',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: 0,
      background: 'none',
      border: 'none',
      boxShadow: 'none',
      transition: 'none',
      selectors: { '&[data-hidden]:not(:focus-within)': { height: 'auto', paddingBottom: 0 } },
    },
    print: { display: 'none' },
  },
});

export const action = style({
  '@media': {
    [breakpoints.belowDesktop]: {
      flexDirection: 'column',
      gap: 0,
      width: 'auto',
      height: phoneBar.height,
      minHeight: 0,
      borderRadius: 0,
      background: 'transparent',
      color: vars.color.primary,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
        '&[aria-pressed="true"]': { color: vars.color.accent },
      },
    },
    [breakpoints.desktop]: {
      borderRadius: vars.radius.pill,
      boxShadow: vars.shadow.raised,
    },
  },
});

export const caption = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Five words must share 320 px even at the largest text size, with a gap between neighbours
  // ("Bookmark", "Highlights").
  fontSize: `min(${vars.fontSize.xs}, 3.1vw)`,
  fontWeight: 600,
  lineHeight: 1.3,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const desktopOnly = style({ display: 'none', '@media': { [breakpoints.desktop]: { display: 'inline-flex' } } });
