import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, paddingLeft: vars.space.xxs });

// The label is the 44 px tap target around the box.
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  cursor: 'pointer',
});
export const box = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.success, cursor: 'pointer' });

export const heading = style({ flex: 1, margin: 0, fontSize: 'inherit' });
export const trigger = style({
  width: '100%',
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xxs}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.primary,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const done = style({ fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.success, marginLeft: 'auto' });

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  // Radix marks a closed panel `hidden`; the display above must not undo it.
  selectors: { '&[hidden]': { display: 'none' } },
});
