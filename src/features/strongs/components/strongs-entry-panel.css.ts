import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.md });
export const entry = style({ display: 'grid', gap: vars.space.md });
export const back = style({ justifySelf: 'start' });

export const state = style({ color: vars.color.inkMuted, textAlign: 'center', padding: vars.space.lg });
export const error = style({
  color: vars.color.danger,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
const badge = {
  display: 'inline-block',
  width: 'fit-content',
  padding: `0.1rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
} as const;
export const numberBadge = style({ ...badge, background: vars.color.brand, color: vars.color.onBrand });
export const languageBadge = style({ ...badge, background: vars.color.surfaceMuted, color: vars.color.inkMuted });

export const originalWord = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
});
export const transliteration = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontStyle: 'italic',
  color: vars.color.inkMuted,
});
export const pronunciation = style({ fontStyle: 'normal' });

/** A Strong's number inside a definition: a link to that entry. */
export const crossReference = style({
  font: 'inherit',
  color: vars.color.primary,
  background: 'transparent',
  border: 0,
  padding: '0.2em 0.1em',
  margin: '-0.2em -0.1em',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});
