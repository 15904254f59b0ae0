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
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

// Print: the devotion on paper, black on white, without the app's controls.
globalStyle('body', {
  '@media': { print: { background: '#fff', color: '#000', fontSize: '11pt' } },
});
// Scripture word links and the date label are buttons too, so only the controls go.
globalStyle('[role="group"], nav, dialog, [role="dialog"], [data-radix-popper-content-wrapper], button[aria-label^="Open "], button[aria-label^="Close "]', {
  '@media': { print: { display: 'none !important' } },
});
globalStyle('a[href^="http"]::after', {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.8em', wordBreak: 'break-all' } },
});
globalStyle('article, section, blockquote, li', {
  '@media': { print: { breakInside: 'avoid-page' } },
});
