// The one theme contract: every colour, type size and space on the client comes from `vars`.
import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    page: '#faf7f0',
    surface: '#ffffff',
    surfaceMuted: '#f3eee3',
    ink: '#1d232b',
    inkMuted: '#55606d',
    inkSubtle: '#7b8591',
    border: '#e4ddcf',
    primary: '#1f3a5f',
    primaryHover: '#2b4f7e',
    onPrimary: '#ffffff',
    accent: '#b7791f',
    accentSoft: '#fbf1dc',
    sky: '#0ea5e9',
    blue: '#2563eb',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1f7a4d',
    successSoft: '#e6f4ec',
    focus: '#f2c14e',
  },
  font: {
    body: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
    ui: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(1.75rem, 1.2rem + 2.2vw, 2.5rem)',
  },
  lineHeight: { tight: '1.25', body: '1.7' },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(29, 35, 43, 0.06), 0 8px 24px rgba(29, 35, 43, 0.06)',
    raised: '0 10px 30px rgba(29, 35, 43, 0.18)',
  },
  width: { content: '46rem', wide: '72rem' },
});

export const breakpoints = {
  /** Spec 2: below 768 px the devotion scrolls into view after loading. */
  tablet: 'screen and (min-width: 768px)',
} as const;
