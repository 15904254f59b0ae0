import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadPlanView } from './load-plan-view.ts';
import { ViewToggle } from './view-toggle.tsx';
import * as styles from './view-toggle.css.ts';

// The toggle only asks for the plan's chunk; loading the real one here would outlive the test
// file (a hover starts the import, nothing awaits it) and fail the run at teardown.
vi.mock('./load-plan-view.ts', () => ({ loadPlanView: vi.fn(() => Promise.resolve()) }));

describe('ViewToggle (spec 2 "Header")', () => {
  it('is blue and labelled "Bible Plan" on an ordinary day', async () => {
    const onToggle = vi.fn();
    render(<ViewToggle date="2025-01-05" view="devotion" onToggle={onToggle} />);
    const toggle = screen.getByRole('button', { name: 'Bible Plan' });
    expect(toggle).toHaveAttribute('title', 'View Bible Reading Plan');
    expect(toggle).toHaveClass(styles.toggle({ tone: 'blue' }));
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('is sky blue and labelled "Reading Plan" on 31 July 2025', () => {
    render(<ViewToggle date="2025-07-31" view="devotion" onToggle={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Reading Plan' });
    expect(toggle).toHaveAttribute('title', 'View Bible Reading Plan');
    expect(toggle).toHaveClass(styles.toggle({ tone: 'sky' }));
    expect(toggle).not.toHaveClass(styles.toggle({ tone: 'blue' }));
  });

  it('offers "Devotion" in plan mode, titled "Back to Daily Devotion"', () => {
    const { rerender } = render(<ViewToggle date="2025-07-31" view="plan" onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: 'Devotion' })).toHaveAttribute('title', 'Back to Daily Devotion');
    expect(screen.getByRole('button', { name: 'Devotion' })).toHaveClass(styles.toggle({ tone: 'sky' }));
    rerender(<ViewToggle date="2025-08-01" view="plan" onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: 'Devotion' })).toHaveClass(styles.toggle({ tone: 'blue' }));
  });

  it('starts loading the plan when a reader points at it or tabs to it, before the click', async () => {
    vi.mocked(loadPlanView).mockClear();
    render(<ViewToggle date="2025-01-05" view="devotion" onToggle={() => {}} />);
    expect(loadPlanView).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Bible Plan' })).toHaveFocus();
    expect(loadPlanView).toHaveBeenCalledTimes(1);
    await userEvent.hover(screen.getByRole('button', { name: 'Bible Plan' }));
    expect(loadPlanView).toHaveBeenCalledTimes(2);
  });
});
