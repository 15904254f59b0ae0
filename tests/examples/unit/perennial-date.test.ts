// Worked example for docs/testing.md, layer "unit": a pure rule from src/shared, no I/O.
// #region guide
import { describe, expect, it } from 'vitest';
import { resolvePerennialDate } from '../../../src/shared/church-year.ts';

describe('the perennial calendar', () => {
  it('shows Easter Day 2027 the programme’s Easter Day devotion', () => {
    expect(resolvePerennialDate('2027-03-28')).toBe('2025-04-20');
  });
});
// #endregion guide
