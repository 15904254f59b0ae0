import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css.ts';

/** The phone bar's height above the safe area; the page reserves it at its foot. */
const BAR_HEIGHT = '3.5rem';
const SAFE_AREA = 'env(safe-area-inset-bottom, 0px)';

export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 20,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  height: `calc(${BAR_HEIGHT} + ${SAFE_AREA})`,
  paddingBottom: SAFE_AREA,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(29, 35, 43, 0.08)',
  transition: 'transform 200ms ease',
  selectors: {
    // Out of the way while the reader scrolls down, but never while it holds the focus.
    '&[data-hidden]:not(:focus-within)': { transform: 'translateY(100%)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    [breakpoints.desktop]: {
      left: 'auto',
      right: vars.space.md,
      bottom: vars.space.md,
      height: 'auto',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: 0,
      background: 'none',
      border: 'none',
      boxShadow: 'none',
      transition: 'none',
      selectors: { '&[data-hidden]:not(:focus-within)': { transform: 'none' } },
    },
    print: { display: 'none' },
  },
});

// The page keeps the bar's height (and the phone's home-indicator area) free at its foot, so the
// last line, "Next" and the footer scroll clear of it.
globalStyle('body:has([data-action-bar])', {
  '@media': { [breakpoints.belowDesktop]: { paddingBottom: `calc(${BAR_HEIGHT} + ${SAFE_AREA})` } },
});

export const action = style({
  '@media': {
    [breakpoints.belowDesktop]: {
      flexDirection: 'column',
      gap: 0,
      width: 'auto',
      height: '100%',
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
