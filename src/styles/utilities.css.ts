// Small style utilities shared by every feature.
import { style } from '@vanilla-extract/css';

/** Text for screen readers only: out of sight, still in the accessibility tree. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
