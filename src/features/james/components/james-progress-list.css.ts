import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const summary = style({ fontFamily: vars.font.ui, fontWeight: 600, color: vars.color.inkMuted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(2.75rem, 1fr))',
  gap: vars.space.xs,
});
export const day = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.ui,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});
export const complete = style({ borderColor: vars.color.success, background: vars.color.successSoft, color: vars.color.success });
export const check = style({ position: 'absolute', top: '2px', right: '2px' });
