import { style } from '@vanilla-extract/css';

// Scrolling the devotion into view must not tuck its top under the sticky header.
export const screen = style({ scrollMarginTop: '4.5rem' });
