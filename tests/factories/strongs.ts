// Strong's entries as the API returns them, for component tests (never imported by the app).
import type { StrongsEntry, StrongsSearchResult } from '../../src/shared/schemas/strongs.ts';

export function buildStrongsEntry(overrides: Partial<StrongsEntry> = {}): StrongsEntry {
  return {
    id: 2316,
    strongsNumber: 'G2316',
    language: 'greek',
    originalWord: 'θεός',
    transliteration: 'theós',
    pronunciation: "theh'-os",
    strongsDefinition: 'a deity, especially (with G3588) the supreme Divinity; figuratively, a magistrate; by Hebraism, very',
    kjvDefinition: 'X exceeding, God, god(-ly, -ward).',
    derivation: 'of uncertain affinity',
    ...overrides,
  };
}

export function buildStrongsSearchResult(overrides: Partial<StrongsSearchResult> = {}): StrongsSearchResult {
  const { id, strongsNumber, originalWord, transliteration, strongsDefinition } = buildStrongsEntry();
  return { id, strongsNumber, originalWord, transliteration, strongsDefinition, ...overrides };
}
