import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

export const plan = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.md} auto`,
  padding: vars.space.lg,
  display: 'grid',
  // One column no wider than the card: an auto column took the day strip's widest content.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.tablet]: { padding: vars.space.xxl } },
});

export const head = style({ display: 'grid', gap: vars.space.xxs });
export const eyebrow = style({
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.primary, outline: 'none' });
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const itemTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.ink });
export const status = style({ fontFamily: vars.font.ui, color: vars.color.inkMuted });
export const start = style({ justifySelf: 'center' });
