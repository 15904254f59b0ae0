import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, phoneBar, vars } from '../../styles/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(calc(100% + 1rem))' }, to: { transform: 'translateX(0)' } });

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    // Spec 9: the viewport is at most 420 px wide on medium screens.
    [breakpoints.tablet]: { maxWidth: '420px' },
    // Below the desktop width a page with the action bar keeps its foot for the bar (decision
    // 036): a toast stands above it rather than over its buttons, whether or not it is shown.
    [breakpoints.belowDesktop]: { selectors: { 'body:has([data-action-bar]) &': { bottom: phoneBar.room } } },
  },
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.ui,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 150ms ease-out` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))', transition: 'transform 100ms ease-out' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const destructive = style({ background: vars.color.dangerSoft, borderColor: vars.color.danger });
export const title = style({ fontWeight: 700, fontSize: vars.fontSize.sm });
export const description = style({ gridColumn: '1', fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const close = style({
  gridColumn: '2',
  gridRow: '1 / span 2',
  alignSelf: 'start',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
});
