import { style } from '@vanilla-extract/css';
import * as reading from '../../../styles/reading.css.ts';

// The state card centres its text, but a list's bullets stay at the list's left edge: the list
// is as wide as its longest day and centred, and each day starts beside its bullet.
export const days = style([reading.list, { width: 'fit-content', marginInline: 'auto', textAlign: 'start' }]);
