import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.md });
export const answer = style({
  display: 'block',
  width: '100%',
  minHeight: '5rem',
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
  '@media': { print: { border: 'none', background: 'none', minHeight: 0, resize: 'none' } },
});
export const note = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.xs, color: vars.color.inkMuted, marginTop: vars.space.xs });
