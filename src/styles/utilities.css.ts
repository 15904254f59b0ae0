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
 * The word beside a Previous/Next arrow, left out on the narrowest screens so that the row of
 * buttons fits in 320 px; the buttons keep their names (aria-label) and their arrows.
 */
export const hiddenOnNarrowScreens = style({ '@media': { [breakpoints.narrow]: { display: 'none' } } });
