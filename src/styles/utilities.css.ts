// Small style utilities shared by every feature.
import { style } from '@vanilla-extract/css';
import { breakpoints } from './theme.css.ts';

/** Text for screen readers only: out of sight, still in the accessibility tree. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/**
 * A button's word that phones keep for screen readers only, so a header row fits and the
 * button keeps its name; from tablet width up it is shown.
 */
export const visuallyHiddenOnPhones = style([
  visuallyHidden,
  { '@media': { [breakpoints.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } } },
]);

/**
 * A row of Previous, a label and Next: its width is measured (a size container), so that the
 * words beside the arrows can give way when the row is narrow for its text size.
 */
export const arrowRow = style({ containerType: 'inline-size' });

/**
 * The word beside a Previous/Next arrow, left out when its `arrowRow` is narrower than about
 * 21 of its own text's em (320 px at any size, 390 px at the largest), so that "Next" keeps
 * its margin; the buttons keep their names (aria-label) and their arrows.
 */
export const hiddenOnNarrowScreens = style({
  '@media': { [breakpoints.narrow]: { display: 'none' } },
  '@container': { '(max-width: 21.5em)': { display: 'none' } },
});
