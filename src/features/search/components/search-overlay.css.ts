import { style } from '@vanilla-extract/css';
import { pickItem, pickList, textInput } from '../../../components/ui/field.css.ts';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

export const backdrop = style({ position: 'fixed', inset: 0, background: 'rgba(18, 24, 33, 0.55)', zIndex: 40 });
export const panel = style({
  position: 'fixed',
  inset: 0,
  zIndex: 41,
  display: 'grid',
  // One column no wider than the screen: a long word in a result wraps rather than widening it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  justifyItems: 'center',
  padding: vars.space.xs,
  overflowY: 'auto',
  pointerEvents: 'none',
});
export const box = style({
  pointerEvents: 'auto',
  width: '100%',
  maxWidth: vars.width.content,
  marginTop: '6vh',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.sm,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  fontFamily: vars.font.ui,
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.tablet]: { padding: vars.space.lg } },
});
export const headerRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const input = style([textInput, { flex: 1, minWidth: 0, padding: `0 ${vars.space.md}` }]);
export const results = style([pickList, { maxHeight: '60vh' }]);
export const result = pickItem;
export const resultTitle = style({ fontWeight: 700, color: vars.color.primary });
export const resultMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});
export const state = style({
  textAlign: 'center',
  color: vars.color.inkMuted,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const snippet = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, lineHeight: 1.5 });
export const match = style({ background: vars.color.highlightYellow, color: vars.color.ink, borderRadius: '2px', padding: '0 1px' });
export { visuallyHidden } from '../../../styles/utilities.css.ts';
