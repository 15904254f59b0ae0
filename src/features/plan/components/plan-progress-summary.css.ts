import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css.ts';

export const summary = style({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.ui });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });
export const dayOf = style({ fontWeight: 700, color: vars.color.primary });
export const track = style({ height: '0.625rem', borderRadius: vars.radius.pill, background: vars.color.surfaceMuted, overflow: 'hidden' });
export const fill = style({ display: 'block', width: '100%', height: '100%', fill: vars.color.primary });
export const cycle = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const missed = recipe({
  base: { padding: `0.1rem ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm, fontWeight: 600 },
  variants: {
    state: {
      behind: { background: vars.color.accentSoft, color: vars.color.accent },
      clear: { background: vars.color.successSoft, color: vars.color.success },
    },
  },
});
