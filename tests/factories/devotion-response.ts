// A Devotion as the API returns it, for component tests.
import type { Devotion, DevotionSummary, ShareInfo } from '../../src/shared/schemas/devotion.ts';

export function buildDevotionResponse(overrides: Partial<Devotion> = {}): Devotion {
  return {
    id: 5,
    date: '2025-01-05',
    contentDate: '2025-01-05',
    title: 'Seeing No One After the Flesh',
    author: 'LUMEN Editors',
    verseText: 'Therefore if any man [be] in Christ, [he is] a new creature.',
    verseReference: '2 Corinthians 5:17',
    readOnUrl: 'https://www.biblegateway.com/passage/?search=2+Corinthians+5:17&version=KJV',
    content: 'Paul once judged Jesus by appearances.\n\nNow he sees everyone differently.',
    reflection: 'Whom have you written off?',
    prayer: 'Lord, give me new eyes. Amen.',
    journalingPrompts: ['Who comes to mind?', 'What would change?', 'Where will you start?'],
    memoryVerse: { text: 'old things are passed away', reference: '2 Corinthians 5:17', context: 'Say it when you meet someone.' },
    citations: ['Matthew Henry, Commentary on the Whole Bible, on 2 Corinthians 5:16-18'],
    scholar: 'Matthew Henry',
    wordStudy: {
      word: 'creature',
      strongsNumber: 'G2937',
      greekWord: 'κτίσις',
      hebrewWord: null,
      transliteration: 'ktísis',
      definition: 'original formation',
      usage: 'A whole new making.',
    },
    historicalContext: { title: 'Corinth', content: 'A busy port city.' },
    deeperStudy: { title: 'Reconciliation', content: 'God makes peace.' },
    relatedVerses: [{ text: 'Behold, I make all things new.', reference: 'Revelation 21:5', context: 'The same promise at the end.' }],
    weeklyTheme: 'New Beginnings',
    weeklyThemeDescription: 'God makes things new.',
    dayOfWeek: 5,
    heroImage: { url: '/images/hero/01-dawn-over-hills.svg', alt: 'Dawn over hills', credit: 'Illustration by the LUMEN team' },
    fallbackImage: { url: '/images/hero/fallback-reading-together.svg', alt: 'People reading and studying together', credit: 'Illustration by the LUMEN team' },
    ...overrides,
  };
}

export function buildShareInfo(overrides: Partial<ShareInfo> = {}): ShareInfo {
  return {
    title: 'Seeing No One After the Flesh',
    description: 'Paul once judged Jesus by appearances.',
    url: 'http://lumen.test/share/2025-01-05',
    image: 'http://lumen.test/api/share/2025-01-05/image.png',
    scholar: 'Matthew Henry',
    theme: 'New Beginnings',
    ...overrides,
  };
}

export function buildDevotionSummary(overrides: Partial<DevotionSummary> = {}): DevotionSummary {
  return {
    id: 5,
    title: 'Seeing No One After the Flesh',
    date: '2025-01-05',
    verseReference: '2 Corinthians 5:16-18',
    author: 'LUMEN Editors',
    content: 'Paul once judged Jesus by appearances.',
    snippet: 'Paul once judged ⟦Jesus⟧ by appearances',
    ...overrides,
  };
}
