// The five highlight colours (spec 3), from the theme's light and dark sets: the marks in the
// text, the colour buttons of the popover, and the chips of the highlights panel and the library.
import { styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const colours = {
  yellow: vars.color.highlightYellow,
  blue: vars.color.highlightBlue,
  green: vars.color.highlightGreen,
  pink: vars.color.highlightPink,
  purple: vars.color.highlightPurple,
};

export const mark = styleVariants(colours, (background) => ({
  background,
  color: 'inherit',
  borderRadius: '2px',
  padding: '0.05em 0',
  cursor: 'pointer',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  // The highlight a link (the library's) opened the devotion at.
  selectors: { '&[data-target]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' } },
}));

export const swatch = styleVariants(colours, (background) => ({ background }));

export { visuallyHidden } from './utilities.css.ts';
