import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const badge = style({
  padding: `0.1rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
export const devotionTitle = style({ color: vars.color.ink, fontWeight: 600 });

export const body = style({ display: 'grid', gap: vars.space.md });
export const addButton = style({ justifySelf: 'start' });

export const editor = style({ display: 'grid', gap: vars.space.sm });
export const textarea = style({
  width: '100%',
  minHeight: '7rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
});
export const editorActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
// Keyboard hints are for keyboards: hidden on phone widths.
export const keyHint = style({
  display: 'none',
  marginLeft: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
  '@media': { [breakpoints.tablet]: { display: 'inline' } },
});
export const error = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const state = style({
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
  color: vars.color.inkMuted,
  display: 'grid',
  gap: vars.space.xxs,
});
export const stateTitle = style({ color: vars.color.ink, fontWeight: 600 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const note = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const noteHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });
export const noteTime = style({ marginRight: 'auto', fontSize: vars.fontSize.xs, color: vars.color.inkMuted });
export const noteContent = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.ink,
});
