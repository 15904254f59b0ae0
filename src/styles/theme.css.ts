// The one theme contract: every colour, type size and space on the client comes from `vars`.
// Colours have a light and a dark set: dark follows the system unless the reader chose one
// (`data-theme` on <html>, see src/lib/appearance.ts). Every text colour keeps 4.5:1 or more.
import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';

const light = {
  page: '#faf7f0',
  surface: '#ffffff',
  surfaceMuted: '#f3eee3',
  ink: '#1d232b',
  inkMuted: '#4f5a66',
  inkSubtle: '#5f6a76',
  border: '#e4ddcf',
  /** Headings, links and active controls on the page. */
  primary: '#1f3a5f',
  /** The header and primary buttons, with onBrand text on them. */
  brand: '#1f3a5f',
  brandHover: '#2b4f7e',
  onBrand: '#ffffff',
  accent: '#8a5a12',
  accentSoft: '#fbf1dc',
  sky: '#0369a1',
  blue: '#1d4ed8',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  success: '#1f7a4d',
  successSoft: '#e6f4ec',
  /** The focus ring: blue, so that it never reads as the red of an error. */
  focus: '#1d4ed8',
  /** The focus ring on the brand colour (the header). */
  focusOnBrand: '#93c5fd',
  highlightYellow: '#fde68a',
  highlightBlue: '#bfdbfe',
  highlightGreen: '#bbf7d0',
  highlightPink: '#fbcfe8',
  highlightPurple: '#ddd6fe',
};

const dark: typeof light = {
  page: '#12161b',
  surface: '#1b2129',
  surfaceMuted: '#252c36',
  ink: '#eceff3',
  inkMuted: '#bcc4ce',
  inkSubtle: '#a7b0bb',
  border: '#343d49',
  primary: '#a8c8f0',
  brand: '#17304f',
  brandHover: '#21416a',
  onBrand: '#ffffff',
  accent: '#e8b86a',
  accentSoft: '#2e261a',
  sky: '#7dd3fc',
  blue: '#93c5fd',
  danger: '#f4a199',
  dangerSoft: '#3a1f1d',
  success: '#86d4a8',
  successSoft: '#1b3326',
  focus: '#93c5fd',
  focusOnBrand: '#bfdbfe',
  highlightYellow: '#6b5a1a',
  highlightBlue: '#1e3a5f',
  highlightGreen: '#1d4a32',
  highlightPink: '#5c2343',
  highlightPurple: '#3f3366',
};

export const vars = createGlobalTheme(':root', {
  color: light,
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

globalStyle(':root', { colorScheme: 'light dark' });
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark', vars: assignVars(vars.color, dark) });
globalStyle(':root[data-theme="light"]', { colorScheme: 'light' });
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars.color, dark) } },
});

export const breakpoints = {
  /** Spec 2: below 768 px the devotion scrolls into view after loading. */
  tablet: 'screen and (min-width: 768px)',
  /** Below `tablet`: the phone's one-row header and its overflow menu. */
  phone: 'not all and (min-width: 768px)',
  /**
   * Wide enough that the margin beside the text column (46rem, at the largest text size too)
   * holds the floating action column without touching a line (decision 022).
   */
  desktop: 'screen and (min-width: 70em)',
  /** Everything narrower than `desktop`: phones, tablets and narrow windows. */
  belowDesktop: 'not all and (min-width: 70em)',
  /** Narrower than most phones (320 px, zoomed text): rows of buttons must still fit (WCAG reflow). */
  narrow: 'screen and (max-width: 359.98px)',
} as const;

const PHONE_BAR_HEIGHT = '3.5rem';
const SAFE_AREA_BOTTOM = 'env(safe-area-inset-bottom, 0px)';
/** The phone's action bar (decision 036): its buttons' height, the safe area under them, and the room both take, which toasts stand above. */
export const phoneBar = {
  height: PHONE_BAR_HEIGHT,
  safeArea: SAFE_AREA_BOTTOM,
  room: `calc(${PHONE_BAR_HEIGHT} + ${SAFE_AREA_BOTTOM})`,
} as const;
