import { style } from '@vanilla-extract/css';
import { textInput } from '../../../components/ui/field.css.ts';
import { sheet } from '../../../styles/reading.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const page = style([sheet, { fontFamily: vars.font.ui, gap: vars.space.lg }]);
export const title = style({ fontSize: vars.fontSize.display, color: vars.color.primary, fontFamily: vars.font.body });
export const intro = style({ color: vars.color.inkMuted, marginTop: `calc(-1 * ${vars.space.sm})` });

export const search = style({ display: 'grid', gap: vars.space.xxs });
export const searchLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const searchInput = style([textInput, { width: '100%' }]);
export const searchSummary = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  selectors: { '&:empty': { display: 'none' } },
});
export const loading = style({ color: vars.color.inkMuted, textAlign: 'center', padding: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.primary, fontFamily: vars.font.body });
export const count = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.inkMuted, fontFamily: vars.font.ui });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const row = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'start', gap: vars.space.sm });
export const highlightRow = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'start', gap: vars.space.sm });
export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

/** Links are 44 px tap targets without growing the line. */
const tapTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  justifySelf: 'start',
} as const;
export const titleLink = style({
  ...tapTarget,
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});
export const itemTitle = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const quoteLink = style({
  ...tapTarget,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
  textDecorationColor: vars.color.border,
  selectors: { '&:hover': { textDecorationColor: vars.color.primary } },
});
export const quote = style({ fontFamily: vars.font.body, overflowWrap: 'anywhere' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});
export const reference = style({ fontWeight: 600 });
export const chip = style({
  width: '1rem',
  height: '1rem',
  marginTop: '0.9rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});

export const answers = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
export const notes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const noteText = style({ fontFamily: vars.font.body, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const empty = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.inkMuted,
});
export const emptyTitle = style({ fontWeight: 700, color: vars.color.ink });
export const noMatch = style({ color: vars.color.inkMuted, fontStyle: 'italic' });
