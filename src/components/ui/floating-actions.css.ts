import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const bar = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { print: { display: 'none' } },
});

export const action = style({ borderRadius: vars.radius.pill, boxShadow: vars.shadow.raised });
