import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** A button that reads as a footer link, with a 44 px tap target. */
export const link = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xxs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
});
