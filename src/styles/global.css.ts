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
