import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { READ_ALOUD_HIGHLIGHT } from '../sentence-mark.ts';

export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const setting = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const select = style({
  minHeight: '2.75rem',
  maxWidth: '14rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space.xs}`,
});

export const notice = style({ margin: 0, fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

/** The room the control takes from the first paint: one button's height. */
const SLOT_HEIGHT = '2.75rem';

/**
 * Where the device cannot read aloud, the words take the slot's room and no more: two lines of
 * half its height each (the texts fit two lines at 320 px and the largest text size). At the
 * theme's line height two lines were 3.6 px taller than the slot, and the text below moved as
 * the app started.
 */
export const unavailable = style([notice, { lineHeight: `calc(${SLOT_HEIGHT} / 2)` }]);

// The sentence being read: the accent's soft wash, as strong in either scheme.
globalStyle(`::highlight(${READ_ALOUD_HIGHLIGHT})`, {
  backgroundColor: vars.color.accentSoft,
  color: vars.color.ink,
  textDecoration: `underline 2px ${vars.color.accent}`,
});

export const slot = style({ minHeight: SLOT_HEIGHT });
