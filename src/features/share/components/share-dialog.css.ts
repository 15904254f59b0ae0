import { style } from '@vanilla-extract/css';
import { textInput } from '../../../components/ui/field.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const targets = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.xs });
export const linkRow = style({ display: 'grid', gap: vars.space.xxs });
export const linkLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const linkField = style({ display: 'flex', gap: vars.space.xs });
/** The read-only links: muted, and smaller so a whole URL fits on a phone. */
export const input = style([textInput, { flex: 1, minWidth: 0, background: vars.color.surfaceMuted, fontSize: vars.fontSize.sm }]);
export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const metaTerm = style({ fontWeight: 600, color: vars.color.inkMuted });
export const metaValue = style({ margin: 0 });
