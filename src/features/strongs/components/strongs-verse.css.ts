import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** A mapped word: inline text that reads as a link. */
export const word = style({
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  color: vars.color.primary,
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.sm,
  // A tap area larger than the word without moving the text: padding cancelled by margin
  // (a button is an inline-block, so its margin box is what the line makes room for).
  padding: '0.2em 0.15em',
  margin: '-0.2em -0.15em',
  verticalAlign: 'baseline',
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.22em',
  cursor: 'pointer',
  // Highlighting (select text in the devotion) still works across linked words.
  userSelect: 'text',
  selectors: {
    '&:hover': { textDecorationStyle: 'solid', background: vars.color.surfaceMuted },
  },
  '@media': { print: { color: 'inherit', textDecorationLine: 'none' } },
});

export const hint = style({
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
  '@media': { print: { display: 'none' } },
});
