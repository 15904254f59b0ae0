import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const title = style({ fontSize: vars.fontSize.display, color: vars.color.primary });
export const subtitle = style({ fontSize: vars.fontSize.xl, color: vars.color.primary });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
