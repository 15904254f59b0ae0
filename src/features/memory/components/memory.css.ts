import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const learning = style({
  margin: 0,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const reference = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.primary });

export const hint = style({ margin: 0, fontStyle: 'italic', color: vars.color.inkMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const typed = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const mistake = style({
  color: vars.color.danger,
  background: vars.color.dangerSoft,
  textDecoration: `underline wavy ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
});

export const cardList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const cardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.inkMuted, fontFamily: vars.font.ui, fontSize: vars.fontSize.sm });

export const dueBadge = style({
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
