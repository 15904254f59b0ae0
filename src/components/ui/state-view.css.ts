import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const view = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
});

export const title = style({ fontSize: vars.fontSize.xl });
export const message = style({ color: vars.color.inkMuted, fontFamily: vars.font.ui });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(250, 247, 240, 0.85)',
  zIndex: 20,
  fontFamily: vars.font.ui,
  color: vars.color.inkMuted,
});

export const notice = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.md} auto 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.ink,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
