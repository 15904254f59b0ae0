import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// Placed under the selection (the phone's own selection menu sits above it).
export const toolbar = style({
  position: 'absolute',
  zIndex: 30,
  transform: 'translateX(-50%)',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  maxWidth: 'calc(100vw - 1rem)',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { print: { display: 'none' } },
});

export const colourButton = style({
  // 44 px tap targets.
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
