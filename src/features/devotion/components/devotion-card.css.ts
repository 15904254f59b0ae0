import { globalStyle, style } from '@vanilla-extract/css';
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
/** Radix gives a tab list `outline: none` inline, which a server-rendered page may not carry. */
export const tabList = style({ outline: 'none' });
/** An icon within a line of text (icons are blocks by default, styles/global.css.ts). */
export const inlineIcon = style({ display: 'inline' });
export const heroCredit = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  // A solid backing: over a picture, text contrast cannot depend on what the picture shows.
  background: '#1d232b',
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

export const title = style({ fontSize: vars.fontSize.display, color: vars.color.primary, outline: 'none', scrollMarginTop: '5rem' });
export const titleCentred = style({ textAlign: 'center' });

export const literaryBlock = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  borderLeft: `4px solid ${vars.color.accent}`,
  display: 'grid',
  gap: vars.space.sm,
});
export const theologicalBlock = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.blue}`,
  display: 'grid',
  gap: vars.space.sm,
});
export const blockHeading = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, fontWeight: 700, letterSpacing: '0.04em' });
export const attribution = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.sm,
  // Rows keep their own height: the "Day n of 7" badge must not stretch into a tall pill.
  alignContent: 'start',
});
export const panels = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const relatedItem = style({ display: 'grid', gap: vars.space.xxs });

export const studyCard = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  display: 'grid',
  gap: vars.space.sm,
});
export const studyCardHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const disclosure = style({
  listStyle: 'none',
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '2.75rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  cursor: 'pointer',
  textAlign: 'left',
});
globalStyle(`${disclosure}::-webkit-details-marker`, { display: 'none' });
export const disclosureIcon = style({
  transition: 'transform 120ms ease',
  selectors: { [`details[open] > ${disclosure} > &`]: { transform: 'rotate(180deg)' } },
});
