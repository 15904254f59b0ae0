import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const benefits = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const benefit = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
});
export const icon = style({ color: vars.color.accent, marginTop: vars.space.xxs });
export const benefitTitle = style({ fontWeight: 700, color: vars.color.ink });
export const benefitText = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const actions = style({ display: 'grid', gap: vars.space.xs });
export const footer = style({ textAlign: 'center', fontSize: vars.fontSize.xs, color: vars.color.inkSubtle });
export const already = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
