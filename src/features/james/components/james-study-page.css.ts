import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const topRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, fontFamily: vars.font.ui });
export const dayLabel = style({ whiteSpace: 'nowrap', fontWeight: 700, color: vars.color.accent, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: vars.fontSize.sm });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.display, color: vars.color.primary });
