import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { textInput } from './field.css.ts';

export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const field = style({ display: 'flex', gap: vars.space.xs });
/** The read-only link: muted, and smaller so a whole URL fits on a phone. */
export const input = style([textInput, { flex: 1, minWidth: 0, background: vars.color.surfaceMuted, fontSize: vars.fontSize.sm }]);
