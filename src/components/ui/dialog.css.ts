import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css.ts';

export const backdrop = style({ position: 'fixed', inset: 0, background: 'rgba(10, 14, 20, 0.55)', zIndex: 40 });

/** The dialog's box: a card no wider than 34rem, and never taller than the screen. */
export const box = style({
  width: 'min(34rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.md,
  display: 'grid',
  // Its parts take the dialog's width, never more: a long word wraps rather than scrolling sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  fontFamily: vars.font.ui,
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.tablet]: { padding: vars.space.lg } },
});

/** The box of a Radix dialog, placed in the middle of the screen over its backdrop. */
export const content = style([box, { position: 'fixed', zIndex: 41, top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }]);

export const header = style({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.primary });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
