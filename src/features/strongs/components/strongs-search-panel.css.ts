import { style } from '@vanilla-extract/css';
import { pickItem, pickList, textInput } from '../../../components/ui/field.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.md });
export const input = style([textInput, { padding: `0 ${vars.space.md}` }]);
export const state = style({ color: vars.color.inkMuted, textAlign: 'center', padding: vars.space.lg });
export const error = style({
  color: vars.color.danger,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const results = style([pickList, { maxHeight: '50vh' }]);
export const result = pickItem;
export const resultHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const number = style({ fontWeight: 700, color: vars.color.primary });
export const originalWord = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.lg });
export const transliteration = style({ fontStyle: 'italic', color: vars.color.inkMuted });
export const definition = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
