// Reading typography shared by every screen that shows scripture and study text.
import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from './theme.css.ts';

/** The paper a reading page is printed on. */
export const sheet = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.md} auto`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  // One column no wider than the paper: no part's own width pushes the page sideways at 320 px.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.tablet]: { padding: vars.space.xxl },
    // At 320 px every pixel of the line is worth more than the paper's margin.
    [breakpoints.narrow]: { padding: vars.space.md },
  },
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
export const prose = style({ display: 'grid', gap: vars.space.md, fontSize: vars.fontSize.lg });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.primary,
  letterSpacing: '0.02em',
});
export const muted = style({ color: vars.color.inkMuted });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const small = style({ fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const verseFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

// The KJV's supplied words are printed in italics.
globalStyle(`${verse} em`, { fontStyle: 'italic' });
