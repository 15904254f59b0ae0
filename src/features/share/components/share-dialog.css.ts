import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// Two buttons a row where they fit, one where they do not (320 px at the largest text size).
export const targets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr))',
  gap: vars.space.xs,
});
export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const metaTerm = style({ fontWeight: 600, color: vars.color.inkMuted });
export const metaValue = style({ margin: 0 });
