import { style } from '@vanilla-extract/css';
import { pickItem, pickList, textInput } from '../../../components/ui/field.css.ts';
import { screen } from '../../../components/ui/modal-dialog.css.ts';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

// The search box sits near the top of the screen rather than in its middle.
export const panel = style([screen, { padding: vars.space.xs, selectors: { '&[open]': { alignContent: 'start' } } }]);
export const box = style({
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
