import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PrayerText } from './prayer-text.tsx';

it("sets a litany's petitions on lines of their own, and keeps a one-line prayer one paragraph", () => {
  const { container } = render(
    <section aria-label="Prayer">
      <PrayerText text={'For the sick,\nLord, have mercy.\nFor the dying,\nLord, have mercy.\n\nAmen.'} />
    </section>,
  );
  const paragraphs = container.querySelectorAll('p');
  expect(paragraphs).toHaveLength(2);
  expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(3);
  expect(paragraphs[0]).toHaveTextContent('For the sick,Lord, have mercy.For the dying,Lord, have mercy.');
  expect(screen.getByText('Amen.')).toBeInTheDocument();

  const single = render(<PrayerText text="Keep me in the dark that is not dark to you. Amen." />);
  expect(single.container.querySelectorAll('p, br')).toHaveLength(1);
});
