import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css.ts';

// Scrolling the devotion into view must not tuck its top under the header, which is sticky
// from tablets up only.
export const screen = style({ scrollMarginTop: vars.space.sm, '@media': { [breakpoints.tablet]: { scrollMarginTop: '4.5rem' } } });
