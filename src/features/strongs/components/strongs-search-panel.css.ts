import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.md });
export const input = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
});
export const state = style({ color: vars.color.inkMuted, textAlign: 'center', padding: vars.space.lg });
export const error = style({ color: vars.color.danger, background: vars.color.dangerSoft, borderRadius: vars.radius.md, padding: vars.space.md });

export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, maxHeight: '50vh', overflowY: 'auto' });
export const result = style({
  width: '100%',
  textAlign: 'left',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  padding: vars.space.sm,
  cursor: 'pointer',
  display: 'grid',
  gap: vars.space.xxs,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
export const resultHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const number = style({ fontWeight: 700, color: vars.color.primary });
export const originalWord = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.lg });
export const transliteration = style({ fontStyle: 'italic', color: vars.color.inkMuted });
export const definition = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
