import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

export const notice = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
});
export const heading = style({ fontSize: vars.fontSize.lg, color: vars.color.ink });
export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.ink });
export const code = style({
  display: 'block',
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  // 23 characters fit a 320 px phone at this size; larger from tablet width.
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textAlign: 'center',
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.lg } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const done = style({ marginLeft: 'auto' });
