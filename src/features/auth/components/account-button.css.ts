import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

// A phone's header has no room for the name: there the sign-out button stands alone (the
// name is in its accessible label); from tablet width the name shows, and opens the dialog.
export const userButton = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline-flex' } },
});

export const username = style({
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
