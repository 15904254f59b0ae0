// /memory (issue 30) and "Learn this verse" under a devotion's memory verse, which makes the card
// the header menu counts as due. One file on purpose: a request the app sends as a test ends is
// answered by that test's handlers (tests/setup/component-setup.ts), and a test after the /memory
// tests is what shows that none of theirs goes unanswered.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMemoryCard, buildUser } from '../../../../tests/factories/user-data.ts';
import { renderApp } from '../../../../tests/setup/render-app.tsx';
import { memoryCardSchema, type MemoryCard } from '../../../shared/schemas/user-data.ts';

const KEY = 'lumen-memory-cards';

function keep(cards: MemoryCard[]) {
  window.localStorage.setItem(KEY, JSON.stringify(cards));
}

function kept(): MemoryCard[] {
  return (JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown[]).map((card) => memoryCardSchema.parse(card));
}

// The factories' devotion for 2025-01-05 has 2 Corinthians 5:17 as its memory verse, from the KJV.
const dueCard = () =>
  buildMemoryCard({
    reference: '2 Corinthians 5:17',
    source: { kind: 'devotion', date: '2025-01-05' },
    due: new Date(Date.now() - 60_000).toISOString(),
  });

/** A card already learned (FSRS review state), due now: Good sends it days ahead. */
const learnedCard = () => ({
  ...dueCard(),
  state: 2,
  stability: 12,
  difficulty: 5,
  reps: 4,
  scheduledDays: 6,
  lastReview: new Date(Date.now() - 6 * 86_400_000).toISOString(),
});

describe('/memory', () => {
  it('shows the reference and a hint first, then the verse, then takes a grade and schedules the card later', async () => {
    keep([learnedCard()]);
    renderApp('/memory');
    const review = await screen.findByRole('article', { name: 'Review 2 Corinthians 5:17' });
    expect(await within(review).findByText('Hint: Therefore if …')).toBeInTheDocument();
    expect(review).not.toHaveTextContent('a new creature');
    expect(within(review).queryByRole('button', { name: 'Good' })).not.toBeInTheDocument();

    await userEvent.click(within(review).getByRole('button', { name: 'Reveal the verse' }));
    expect(review).toHaveTextContent(
      'Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.',
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Good' }));

    expect(await screen.findByText('All done for today. The next verse comes back on the day shown below.')).toBeInTheDocument();
    const [card] = kept();
    expect(card).toMatchObject({ reference: '2 Corinthians 5:17', reps: 5 });
    expect(Date.parse(card!.due)).toBeGreaterThan(Date.now() + 86_400_000);
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent(/2 Corinthians 5:17 Next review: \w{3} \d{1,2}, \d{4}/);
  });

  it('brings a card graded Again back at once', async () => {
    keep([dueCard()]);
    renderApp('/memory');
    const review = await screen.findByRole('article', { name: 'Review 2 Corinthians 5:17' });
    await userEvent.click(await within(review).findByRole('button', { name: 'Reveal the verse' }));
    await userEvent.click(within(review).getByRole('button', { name: 'Again' }));
    await waitFor(() => expect(kept()[0]!.reps).toBe(1));
    expect(screen.getByText('1 verse to review')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Review 2 Corinthians 5:17' })).toBeInTheDocument();
  });

  it('recalls by the first letter of each word, marking each mistake', async () => {
    keep([dueCard()]);
    renderApp('/memory');
    const review = await screen.findByRole('article', { name: 'Review 2 Corinthians 5:17' });
    await userEvent.click(await within(review).findByRole('button', { name: 'Type the first letters' }));
    // "Therefore if any man be in": the fourth letter is wrong.
    await userEvent.type(within(review).getByLabelText('Type the first letter of each word'), 'tiaxbi');
    const recall = within(review).getByLabelText('Your recall');
    expect(recall).toHaveTextContent('Therefore if any man be in');
    const mistakes = recall.querySelectorAll('[data-mistake]');
    expect([...mistakes].map((mark) => mark.textContent)).toEqual(['man']);
    expect(within(review).getByRole('status')).toHaveTextContent('1 mistake · 6 of 23 words');
    expect(within(review).queryByRole('button', { name: 'Hard' })).not.toBeInTheDocument();

    await userEvent.type(within(review).getByLabelText('Type the first letter of each word'), 'chiancotapabatabn');
    expect(within(review).getByRole('status')).toHaveTextContent('1 mistake · 23 of 23 words');
    await userEvent.click(within(review).getByRole('button', { name: 'Hard' }));
    await waitFor(() => expect(kept()[0]!.reps).toBe(1));
  });

  it('lists every card with its next review date and removes one', async () => {
    const later = buildMemoryCard({ reference: 'James 1:5', source: { kind: 'james', day: 3 }, due: '2099-06-01T08:00:00.000Z' });
    keep([dueCard(), later]);
    renderApp('/memory');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('2 Corinthians 5:17'), expect.stringMatching(/James 1:5 Next review: (May 31|Jun 1), 2099/)]);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove James 1:5' }));
    await waitFor(() => expect(kept().map((card) => card.reference)).toEqual(['2 Corinthians 5:17']));
  });

  it('reviews a verse learned on a James day in that day’s KJV words', async () => {
    keep([
      buildMemoryCard({ reference: 'James 1:2', source: { kind: 'james', day: 1 }, due: new Date(Date.now() - 60_000).toISOString() }),
    ]);
    renderApp('/memory');
    const review = await screen.findByRole('article', { name: 'Review James 1:2' });
    expect(await within(review).findByText('Hint: My brethren, …')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Reveal the verse' }));
    expect(review).toHaveTextContent('My brethren, count it all joy when ye fall into divers temptations;');
  });

  it('keeps a member’s review in their account, not on the device', async () => {
    const { memberData } = renderApp('/memory', { user: buildUser({ username: 'ann' }), memberData: { memoryCards: [learnedCard()] } });
    const review = await screen.findByRole('article', { name: 'Review 2 Corinthians 5:17' });
    await userEvent.click(await within(review).findByRole('button', { name: 'Reveal the verse' }));
    await userEvent.click(within(review).getByRole('button', { name: 'Good' }));

    expect(await screen.findByText('All done for today. The next verse comes back on the day shown below.')).toBeInTheDocument();
    await waitFor(() => expect(memberData.memoryCards).toEqual([expect.objectContaining({ reference: '2 Corinthians 5:17', reps: 5 })]));
    expect(Date.parse(memberData.memoryCards[0]!.due)).toBeGreaterThan(Date.now() + 86_400_000);
    expect(window.localStorage.getItem(KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove 2 Corinthians 5:17' }));
    await waitFor(() => expect(memberData.memoryCards).toEqual([]));
    expect(await screen.findByText(/No memory verses yet/)).toBeInTheDocument();
  });

  it('says how to start when there are no cards', async () => {
    renderApp('/memory');
    expect(await screen.findByText(/No memory verses yet/)).toBeInTheDocument();
  });
});

describe('Learn this verse', () => {
  it('makes a card for the devotion’s memory verse, counted as due in the header menu', async () => {
    renderApp('/2025-01-05');
    await userEvent.click(await screen.findByRole('button', { name: 'Learn this verse' }, { timeout: 15_000 }));
    expect(await screen.findByText('You are learning this verse.', { exact: false })).toBeInTheDocument();
    expect(kept()).toEqual([
      expect.objectContaining({ reference: '2 Corinthians 5:17', source: { kind: 'devotion', date: '2025-01-05' }, reps: 0 }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: /^(Menu ?)?Study$/ }));
    const entry = await screen.findByRole('menuitem', { name: /^Memory Verses/ }, { timeout: 15_000 });
    expect(entry).toHaveAttribute('href', '/memory');
    expect(entry).toHaveTextContent('Memory Verses1 due');
  }, 45_000);

  it('makes a card for a James day’s memory verse, read from that day', async () => {
    renderApp('/james-study/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Learn this verse' }, { timeout: 15_000 }));
    expect(await screen.findByText('You are learning this verse.', { exact: false })).toBeInTheDocument();
    expect(kept()).toEqual([expect.objectContaining({ reference: 'James 1:2', source: { kind: 'james', day: 4 } })]);
    expect(screen.getByRole('link', { name: 'Review your memory verses' })).toHaveAttribute('href', '/memory');
  }, 45_000);
});
