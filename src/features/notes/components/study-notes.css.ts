import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const button = style({ fontFamily: vars.font.ui });
export const count = style({
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
