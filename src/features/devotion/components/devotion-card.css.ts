import { style, globalStyle } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

export const card = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  '@media': { print: { boxShadow: 'none' } },
});

export const hero = style({ position: 'relative', aspectRatio: '16 / 7', background: vars.color.surfaceMuted });
export const heroImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const heroCredit = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
});

export const body = style({
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [breakpoints.tablet]: { padding: vars.space.xxl } },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontFamily: vars.font.ui });
export const metaCentred = style({ justifyContent: 'center', textAlign: 'center', flexDirection: 'column' });
export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
export const badge = style({
  display: 'inline-block',
  justifySelf: 'start',
  width: 'fit-content',
  padding: `0.1rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.inkMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});
export const byline = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const title = style({ fontSize: vars.fontSize.display, color: vars.color.primary });
export const titleCentred = style({ textAlign: 'center' });

export const verse = style({
  margin: 0,
  padding: vars.space.lg,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const verseText = style({ fontSize: vars.fontSize.lg, fontStyle: 'normal' });
export const verseFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontFamily: vars.font.ui, fontSize: vars.fontSize.sm });

export const prose = style({ display: 'grid', gap: vars.space.md, fontSize: vars.fontSize.lg });

export const literaryBlock = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: '#f5f0ff',
  borderLeft: '4px solid #7c5cbf',
  display: 'grid',
  gap: vars.space.sm,
});
export const theologicalBlock = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: '#eef6ff',
  borderLeft: `4px solid ${vars.color.blue}`,
  display: 'grid',
  gap: vars.space.sm,
});
export const blockHeading = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, fontWeight: 700, letterSpacing: '0.04em' });
export const attribution = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.primary, letterSpacing: '0.02em' });
export const muted = style({ color: vars.color.inkMuted });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.sm,
});
export const panels = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const relatedItem = style({ display: 'grid', gap: vars.space.xxs });
export const small = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

globalStyle(`${verse} em`, { fontStyle: 'italic' });
