import { style } from '@vanilla-extract/css';
import { textInput } from '../../../components/ui/field.css.ts';
import { vars } from '../../../styles/theme.css.ts';

// One column as wide as the dialog: the time-zone list's longest name and the links never
// widen it past the screen at 320 px and the largest text.
export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const text = style({ margin: 0, fontSize: vars.fontSize.sm });
export const pickers = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.xs, alignItems: 'end' });
export const picker = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm, fontWeight: 600, minWidth: 0 });
export const pickerInput = style([textInput, { minWidth: 0 }]);
export const subscribe = style({ justifySelf: 'start', maxWidth: '100%', whiteSpace: 'normal', textAlign: 'start' });
