import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.lg} auto`,
  background: vars.color.surface,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.display, color: vars.color.primary });
export const subtitle = style({ fontSize: vars.fontSize.xl, color: vars.color.primary });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
