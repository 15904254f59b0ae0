import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const done = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.ui,
});
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
