import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const count = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.inkMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const chip = style({
  width: '1rem',
  height: '1rem',
  marginTop: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});
export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const preview = style({ fontFamily: vars.font.body, color: vars.color.ink, overflowWrap: 'anywhere' });
export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.inkSubtle });
export const empty = style({
  display: 'grid',
  gap: vars.space.xxs,
  textAlign: 'center',
  padding: vars.space.lg,
  color: vars.color.inkMuted,
});
export const emptyTitle = style({ fontWeight: 700, color: vars.color.ink });
