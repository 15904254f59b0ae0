import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const main = style({ padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}` });
export const footer = style({
  textAlign: 'center',
  padding: vars.space.lg,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSubtle,
  '@media': { print: { display: 'none' } },
});
