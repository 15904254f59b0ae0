import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const day = style({
  position: 'relative',
  width: '100%',
  minHeight: '4rem',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: '0.1rem',
  // Narrow at the sides: five days share 240 px on a 320 px phone, and "MON" needs its width.
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.ui,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&[aria-current="date"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const weekday = style({ fontSize: vars.fontSize.xs, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.06em' });
export const number = style({ fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1 });
export const check = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  color: vars.color.success,
  selectors: { [`${day}[aria-current="date"] &`]: { color: vars.color.onBrand } },
});
