import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    // 44 px tap targets (WCAG 2.2 target size, comfortable on phones).
    minHeight: '2.75rem',
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: vars.font.ui,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms ease, color 120ms ease',
    selectors: { '&:disabled': { opacity: 0.45, cursor: 'not-allowed' } },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.12)' } },
      },
    },
    shape: {
      default: {},
      icon: { padding: 0, width: '2.75rem' },
    },
  },
  defaultVariants: { tone: 'primary', shape: 'default' },
});

// A button's icon keeps its size when a row is tight: as a flex item an SVG would otherwise
// be the first thing squeezed, down to nothing, beside text that cannot wrap.
globalStyle(`${button.classNames.base} > svg`, { flexShrink: 0 });
