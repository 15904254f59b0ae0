import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// Spec 2: a green notice.
export const notice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});
export const noticeIcon = style({ color: vars.color.success, marginTop: vars.space.xxs });

export const section = style({ display: 'grid', gap: vars.space.xs });
export const sectionTitle = style({ fontSize: vars.fontSize.md, color: vars.color.primary });
export const collected = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${collected} dt`, { fontWeight: 700 });
globalStyle(`${collected} dd`, { margin: `0 0 ${vars.space.xs}`, color: vars.color.inkMuted });

export const setting = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '2.75rem',
});
export const settingText = style({ display: 'grid', gap: vars.space.xxs });
export const settingLabel = style({ fontWeight: 600 });
export const settingDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

// A 44 px tall switch: the tap target, with the track drawn inside it.
export const switchRoot = style({
  position: 'relative',
  width: '3.25rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      height: '1.75rem',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.pill,
      background: vars.color.inkSubtle,
      transition: 'background-color 120ms ease',
    },
    '&[data-state="checked"]::before': { background: vars.color.success },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
export const switchThumb = style({
  position: 'absolute',
  top: '50%',
  left: '0.25rem',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  transform: 'translateY(-50%)',
  transition: 'left 120ms ease',
  selectors: { '&[data-state="checked"]': { left: 'calc(100% - 1.5rem)' } },
});

export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: vars.space.xs });
export const danger = style({ color: vars.color.danger });
export const fileInput = style({ display: 'none' });
export const problems = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });
