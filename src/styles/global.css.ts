import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  background: vars.color.page,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle('p', { margin: 0 });
globalStyle('a', { color: vars.color.primary });
globalStyle('button, input, textarea, select', { font: 'inherit' });
// The focus ring: a blue ring with a gap in the page's colour, so it reads as focus on any
// surface and never as the red outline of a field in error.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.page}`,
});
globalStyle('header :focus-visible', { outlineColor: vars.color.focusOnBrand, boxShadow: 'none' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

// Print: the devotion on paper, black on white, without the app's controls.
globalStyle('body', {
  '@media': { print: { background: '#fff', color: '#000', fontSize: '11pt' } },
});
// Every on-screen control stays off the paper: buttons, fields, bars, tabs, menus and tooltips.
globalStyle(
  [
    '[role="group"]',
    'nav',
    'dialog',
    '[role="dialog"]',
    '[role="tooltip"]',
    '[role="tablist"]',
    '[data-radix-popper-content-wrapper]',
    'button:not([data-print-as-text])',
    'input',
    'select',
    'textarea',
    'label:has(input)',
  ].join(', '),
  { '@media': { print: { display: 'none !important' } } },
);
// Scripture's word-study links and the date label are buttons on screen but words of the text:
// on paper they are those words, plainly.
globalStyle('[data-print-as-text]', {
  '@media': {
    print: { all: 'unset', display: 'inline', color: 'inherit', font: 'inherit', textDecoration: 'none' },
  },
});
globalStyle('a[href^="http"]::after', {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.8em', wordBreak: 'break-all' } },
});
globalStyle('article, section, blockquote, li', {
  '@media': { print: { breakInside: 'avoid-page' } },
});
