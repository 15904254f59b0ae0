import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css.ts';

export const streak = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.ui,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.primary });
export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });
export const figure = style({ display: 'flex', gap: vars.space.xxs, alignItems: 'baseline' });
export const figureTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const figureValue = style({ margin: 0, fontWeight: 700 });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm });
export const week = style({
  display: 'grid',
  // Seven days share the card's width at 320 px and the largest text: each may narrow.
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const day = style({ display: 'grid', justifyItems: 'center', gap: '0.15rem', fontSize: vars.fontSize.sm });
export const dayName = style({ color: vars.color.inkMuted });

export const mark = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: 'min(1.75rem, 100%)',
    aspectRatio: '1',
    borderRadius: vars.radius.pill,
    border: `2px solid ${vars.color.border}`,
    fontWeight: 700,
  },
  variants: {
    mark: {
      // Primary, not brand: the same navy in light colours, but in dark the brand navy all but
      // vanishes on the card (1.05:1) where primary stands at 8.2:1; the tick takes the surface
      // colour (white in light, near black in dark: 9.4:1 on primary).
      read: { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.surface },
      grace: { borderColor: vars.color.primary, borderStyle: 'dashed', color: vars.color.primary },
      today: { borderColor: vars.color.primary },
      ahead: { opacity: 0.5 },
      unread: {},
    },
  },
});
