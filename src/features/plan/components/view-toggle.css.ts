import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css.ts';

// Surface text on sky or blue keeps 4.5:1 or more in both colour sets (light 5.9 and 6.7,
// dark 9.7 and 9.0): light text on the light set's deep blues, dark text on the dark set's pale ones.
export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '2.75rem',
    minWidth: '2.75rem',
    padding: `0 ${vars.space.sm}`,
    border: 0,
    borderRadius: vars.radius.md,
    color: vars.color.surface,
    fontFamily: vars.font.ui,
    fontSize: vars.fontSize.sm,
    fontWeight: 700,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
  },
  variants: {
    tone: {
      // Spec 2: sky blue on 31 July 2025, blue on any other day.
      sky: { background: vars.color.sky },
      blue: { background: vars.color.blue },
    },
  },
});

export { visuallyHiddenOnPhones as label } from '../../../styles/utilities.css.ts';
