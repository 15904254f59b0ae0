import { style } from '@vanilla-extract/css';
import { textInput } from '../../../components/ui/field.css.ts';
import { vars } from '../../../styles/theme.css.ts';

/** The shared tabs are 40 px tall; here they are tap targets of 44 px. */
export const tab = style({ minHeight: '2.75rem' });

// One column as wide as the dialog: a field's own width (its `size`, 280 px at the largest text)
// never pushes the form past the edge at 320 px.
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });
export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.ink });
export const input = textInput;
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted });

export const submit = style({ width: '100%' });

/** "Forgot Password?": a link's look, a button's size. */
export const linkButton = style({
  justifySelf: 'start',
  minHeight: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.45, cursor: 'not-allowed' } },
});

export const footer = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, textAlign: 'center' });

export const signedIn = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const username = style({ fontWeight: 700, color: vars.color.primary, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, fontWeight: 600 });
