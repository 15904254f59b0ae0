import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { STRONGS_SEARCH_DEBOUNCE_MS } from '../hooks/use-strongs-search.ts';
import { buildStrongsEntry, buildStrongsSearchResult } from '../../../../tests/factories/strongs.ts';
import StrongsModal from './strongs-modal.tsx';

function renderModal(initialNumber: string | null) {
  return renderWithProviders(<StrongsModal open onOpenChange={() => {}} initialNumber={initialNumber} />);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FATHER = buildStrongsEntry({
  id: 5625,
  strongsNumber: 'H1',
  language: 'hebrew',
  originalWord: 'אָב',
  transliteration: 'ʼâb',
  pronunciation: 'awb',
  strongsDefinition: 'father, in a literal and immediate, or figurative and remote application',
  kjvDefinition: 'chief, (fore-) father(-less), X patrimony, principal. Compare names in Abi-.',
  derivation: null,
});

describe('StrongsModal, Word Entry tab', () => {
  it('shows the empty prompt when no word has been chosen', () => {
    renderModal(null);

    expect(screen.getByRole('tab', { name: 'Word Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText("Select a word from scripture to view its Strong's entry, or use the Search tab to explore entries"),
    ).toBeInTheDocument();
  });

  it('shows a Greek entry field by field', async () => {
    server.use(trpcMsw.strongs.byNumber.query(() => buildStrongsEntry()));
    renderModal('G2316');

    const entry = await screen.findByRole('article', { name: "Strong's G2316" });
    expect(within(entry).getByText('G2316')).toBeInTheDocument();
    expect(within(entry).getByText('Greek')).toBeInTheDocument();
    expect(within(entry).getByText('θεός')).toHaveAttribute('lang', 'grc');
    expect(within(entry).getByText('θεός')).not.toHaveAttribute('dir');
    expect(within(entry).getByText('theós')).toBeInTheDocument();
    expect(within(entry).getByText("/theh'-os/")).toBeInTheDocument();
    expect(within(entry).getByRole('heading', { name: 'Definition' })).toBeInTheDocument();
    expect(within(entry).getByRole('heading', { name: 'KJV Usage' })).toBeInTheDocument();
    expect(within(entry).getByText('X exceeding, God, god(-ly, -ward).')).toBeInTheDocument();
    expect(within(entry).getByRole('heading', { name: 'Etymology' }).nextElementSibling).toHaveTextContent('of uncertain affinity');
  });

  it('shows a Hebrew entry right to left, with no Etymology when it has none', async () => {
    server.use(trpcMsw.strongs.byNumber.query(() => FATHER));
    renderModal('H1');

    const entry = await screen.findByRole('article', { name: "Strong's H1" });
    expect(within(entry).getByText('Hebrew')).toBeInTheDocument();
    expect(within(entry).getByText('אָב')).toHaveAttribute('lang', 'he');
    expect(within(entry).getByText('אָב')).toHaveAttribute('dir', 'rtl');
    expect(within(entry).queryByRole('heading', { name: 'Etymology' })).toBeNull();
  });

  it('marks an Aramaic entry as such', async () => {
    server.use(
      trpcMsw.strongs.byNumber.query(() => ({ ...FATHER, strongsNumber: 'H2', language: 'aramaic' as const, originalWord: 'אַב' })),
    );
    renderModal('H2');

    const entry = await screen.findByRole('article', { name: "Strong's H2" });
    expect(within(entry).getByText('Aramaic')).toBeInTheDocument();
    expect(within(entry).getByText('אַב')).toHaveAttribute('lang', 'arc');
    expect(within(entry).getByText('אַב')).toHaveAttribute('dir', 'rtl');
  });

  it('says "No entry found" for a number the dictionary lacks', async () => {
    server.use(
      trpcMsw.strongs.byNumber.query(({ input }) => {
        throw new TRPCError({ code: 'NOT_FOUND', message: `No entry found for Strong's number: ${input.strongsNumber}` });
      }),
    );
    renderModal('g09999');

    expect(await screen.findByRole('alert')).toHaveTextContent("No entry found for Strong's number: G9999");
  });

  it('shows the loading error with its message and the number, and tries again', async () => {
    let failing = true;
    server.use(
      trpcMsw.strongs.byNumber.query(() => {
        if (failing) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable right now.' });
        return buildStrongsEntry();
      }),
    );
    renderModal('G2316');

    expect(await screen.findByRole('alert')).toHaveTextContent("Error loading Strong's entry: The database is unavailable right now.");
    expect(screen.getByText('G2316')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: "Strong's G2316" })).toBeInTheDocument();
  });

  it('says "No Strong\'s number provided" for a blank number, without asking the server', () => {
    renderModal('  ');

    expect(screen.getByRole('alert')).toHaveTextContent("No Strong's number provided");
  });

  it('opens a cross-reference named in the definition, and goes back', async () => {
    server.use(
      trpcMsw.strongs.byNumber.query(({ input }) =>
        input.strongsNumber === 'G3588'
          ? buildStrongsEntry({
              id: 3588,
              strongsNumber: 'G3588',
              originalWord: 'ὁ',
              transliteration: 'ho',
              strongsDefinition: 'the definite article',
              derivation: null,
            })
          : buildStrongsEntry(),
      ),
    );
    renderModal('G2316');
    const definition = (await screen.findByRole('heading', { name: 'Definition' })).nextElementSibling as HTMLElement;

    await userEvent.click(within(definition).getByRole('button', { name: "Open Strong's G3588" }));

    expect(await screen.findByRole('article', { name: "Strong's G3588" })).toHaveTextContent('the definite article');
    await userEvent.click(screen.getByRole('button', { name: 'Back to G2316' }));
    expect(await screen.findByRole('article', { name: "Strong's G2316" })).toBeInTheDocument();
  });
});

describe('StrongsModal, Search tab', () => {
  it('waits for 3 characters, saying "Search query too short" before', async () => {
    const asked: string[] = [];
    server.use(
      trpcMsw.strongs.search.query(({ input }) => {
        asked.push(input.query);
        return [];
      }),
    );
    renderModal(null);
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));

    await userEvent.type(screen.getByRole('searchbox', { name: "Search Strong's entries" }), 'lo');
    expect(screen.getByText('Search query too short')).toBeInTheDocument();
    await pause(STRONGS_SEARCH_DEBOUNCE_MS + 150);
    expect(asked).toEqual([]);

    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(await screen.findByText('No entries found for "lox"')).toBeInTheDocument();
    expect(asked).toEqual(['lox']);
  });

  it('sends one search after typing pauses, not one per keystroke', async () => {
    const asked: string[] = [];
    server.use(
      trpcMsw.strongs.search.query(({ input }) => {
        asked.push(input.query);
        return [
          buildStrongsSearchResult({
            id: 25,
            strongsNumber: 'G25',
            originalWord: 'ἀγαπάω',
            transliteration: 'agapáō',
            strongsDefinition: 'to love (in a social or moral sense)',
          }),
        ];
      }),
    );
    renderModal(null);
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));

    await userEvent.type(screen.getByRole('searchbox'), 'loving');

    const results = await screen.findByRole('list', { name: "Strong's search results" });
    expect(within(results).getByRole('button')).toHaveTextContent('G25ἀγαπάωagapáōto love (in a social or moral sense)');
    await pause(STRONGS_SEARCH_DEBOUNCE_MS + 150);
    expect(asked).toEqual(['loving']);
  });

  it('shows a chosen result on the Word Entry tab', async () => {
    server.use(
      trpcMsw.strongs.search.query(() => [
        buildStrongsSearchResult({
          id: 5625,
          strongsNumber: 'H1',
          originalWord: 'אָב',
          transliteration: 'ʼâb',
          strongsDefinition: FATHER.strongsDefinition,
        }),
      ]),
      trpcMsw.strongs.byNumber.query(() => FATHER),
    );
    renderModal(null);
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox'), 'father');

    await userEvent.click(await screen.findByRole('button', { name: /^H1/ }));

    expect(screen.getByRole('tab', { name: 'Word Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: "Strong's H1" })).toHaveTextContent('אָב');
    // The query is kept: back on the Search tab the results are still there.
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('father');
  });

  it('says "Failed to search Strong\'s entries" when the search fails', async () => {
    server.use(
      trpcMsw.strongs.search.query(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    renderModal(null);
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));

    await userEvent.type(screen.getByRole('searchbox'), 'grace');

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Failed to search Strong's entries"));
  });
});

describe('StrongsModal, mounted ahead', () => {
  it('fetches nothing while closed, and starts afresh on the pressed word at each opening', async () => {
    let asked: string[] = [];
    server.use(
      trpcMsw.strongs.byNumber.query(({ input }) => {
        asked.push(input.strongsNumber);
        return input.strongsNumber === 'H1' ? FATHER : buildStrongsEntry();
      }),
    );
    const modal = (open: boolean, initialNumber: string | null) => (
      <StrongsModal open={open} onOpenChange={() => {}} initialNumber={initialNumber} />
    );
    const { rerender } = renderWithProviders(modal(false, null));
    await pause(50);
    expect(asked).toEqual([]);

    rerender(modal(true, 'G2316'));
    expect(await screen.findByRole('article', { name: "Strong's G2316" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');

    rerender(modal(false, 'G2316'));
    asked = [];
    rerender(modal(true, 'H1'));
    expect(screen.getByRole('tab', { name: 'Word Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: "Strong's H1" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
    expect(asked).toEqual(['H1']);
  });
});
