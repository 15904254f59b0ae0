import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { buildStrongsEntry } from '../../../../tests/factories/strongs.ts';
import { StrongsProvider } from './strongs-provider.tsx';
import { StrongsVerse } from './strongs-verse.tsx';
import { WordStudyLink } from './word-study-link.tsx';

const HINT = "Click on highlighted words to view Strong's Concordance definitions";
const VERSE =
  'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.';

describe('StrongsVerse', () => {
  it('renders the verse unchanged, with mapped words as buttons and the hint', () => {
    const { container } = renderWithProviders(
      <StrongsProvider>
        <StrongsVerse text={VERSE} />
      </StrongsProvider>,
    );

    expect(container.querySelector('p')!.textContent).toBe(VERSE);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      "God, Strong's G2316",
      "loved, Strong's G25",
      "world, Strong's G2889",
      "Son, Strong's G5207",
      "everlasting, Strong's G166",
      "life, Strong's G2222",
    ]);
    expect(screen.getByRole('button', { name: "God, Strong's G2316" })).toHaveAttribute('type', 'button');
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it('keeps supplied words in italics, unlinked, and shows no hint without a mapped word', () => {
    renderWithProviders(
      <StrongsProvider>
        <StrongsVerse text="The LORD [is] my shepherd; I shall not want." />
      </StrongsProvider>,
    );

    expect(screen.getByText('is', { selector: 'em' })).toBeInTheDocument();
    expect(screen.getByText(/my shepherd/)).toHaveTextContent('The LORD is my shepherd; I shall not want.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('opens the modal on G2316\'s entry when "God" is clicked', async () => {
    const asked: string[] = [];
    server.use(
      trpcMsw.strongs.byNumber.query(({ input }) => {
        asked.push(input.strongsNumber);
        return buildStrongsEntry();
      }),
    );
    const { container } = renderWithProviders(
      <StrongsProvider>
        <StrongsVerse text={VERSE} />
      </StrongsProvider>,
    );
    // Spec 4 and 5: unmapped words do nothing, and nothing is fetched before a word is chosen.
    await userEvent.click(container.querySelector('p')!);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: "God, Strong's G2316" }));

    // The modal's code loads on first use: give it time on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: "Strong's Concordance" }, { timeout: 5000 });
    const entry = await within(dialog).findByRole('article', { name: "Strong's G2316" }, { timeout: 5000 });
    expect(entry).toHaveTextContent('θεός');
    expect(within(dialog).getByRole('tab', { name: 'Word Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(asked).toEqual(['G2316']);
  });

  it('reopens on the entry tab at the newly chosen word', async () => {
    server.use(
      trpcMsw.strongs.byNumber.query(({ input }) =>
        buildStrongsEntry({ strongsNumber: input.strongsNumber, originalWord: input.strongsNumber === 'G25' ? 'ἀγαπάω' : 'θεός' }),
      ),
    );
    renderWithProviders(
      <StrongsProvider>
        <StrongsVerse text={VERSE} />
      </StrongsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: "God, Strong's G2316" }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Search' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: "loved, Strong's G25" }));

    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByRole('tab', { name: 'Word Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(reopened).findByRole('article', { name: "Strong's G25" })).toHaveTextContent('ἀγαπάω');
  });

  it('is plain text, without the hint, outside a StrongsProvider', () => {
    render(<StrongsVerse text={VERSE} />);

    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(HINT)).toBeNull();
    expect(screen.getByText(VERSE)).toBeInTheDocument();
  });
});

describe('WordStudyLink', () => {
  it("opens the word study's own entry", async () => {
    server.use(
      trpcMsw.strongs.byNumber.query(({ input }) => buildStrongsEntry({ strongsNumber: input.strongsNumber, originalWord: 'φῶς' })),
    );
    renderWithProviders(
      <StrongsProvider>
        <WordStudyLink strongsNumber="G5457" />
      </StrongsProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: "Open G5457 in Strong's Concordance" }));

    expect(await screen.findByRole('article', { name: "Strong's G5457" })).toHaveTextContent('φῶς');
  });
});
