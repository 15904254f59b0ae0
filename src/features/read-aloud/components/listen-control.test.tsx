import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDevotionResponse } from '../../../../tests/factories/devotion-response.ts';
import { buildJamesStudyDay } from '../../../../tests/factories/james.ts';
import { renderApp } from '../../../../tests/setup/render-app.tsx';
import { loadAppearance } from '../../../lib/appearance.ts';
import { READ_ALOUD_HIGHLIGHT } from '../sentence-mark.ts';

// The browser's speech synthesis, stubbed: it records each utterance and says it has finished
// one only when the test says so, as a real voice finishes a sentence.
class FakeUtterance {
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

function voice(name: string, lang: string, isDefault = false): SpeechSynthesisVoice {
  return { name, lang, voiceURI: `urn:${name}`, default: isDefault, localService: true } as SpeechSynthesisVoice;
}

class FakeSynthesis extends EventTarget {
  voices = [voice('Daniel', 'en-GB', true), voice('Samantha', 'en-US'), voice('Amélie', 'fr-CA')];
  spoken: FakeUtterance[] = [];
  queue: FakeUtterance[] = [];
  paused = false;
  cancels = 0;
  getVoices = () => this.voices;
  speak = (utterance: FakeUtterance) => {
    this.spoken.push(utterance);
    this.queue.push(utterance);
  };
  cancel = () => {
    this.cancels += 1;
    const dropped = this.queue.splice(0);
    for (const utterance of dropped) utterance.onerror?.({ error: 'interrupted' });
  };
  pause = () => {
    this.paused = true;
  };
  resume = () => {
    this.paused = false;
  };
  /** The voice reaches the end of the sentence it is reading. */
  finishSentence() {
    const utterance = this.queue.shift();
    act(() => utterance?.onend?.());
  }
}

const highlights = new Map<string, { ranges: Range[] }>();
let synth: FakeSynthesis;

beforeEach(() => {
  synth = new FakeSynthesis();
  Object.assign(window, { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance });
  Object.assign(globalThis, {
    Highlight: class {
      ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    },
  });
  Object.assign(CSS, { highlights });
  loadAppearance();
});

afterEach(() => {
  const target = window as unknown as Record<string, unknown>;
  delete target.speechSynthesis;
  delete target.SpeechSynthesisUtterance;
  highlights.clear();
});

const devotion = buildDevotionResponse({
  date: '2025-01-05',
  title: 'Seeing No One After the Flesh',
  verseReference: 'John 11:35',
  content: 'Paul once judged Jesus by appearances. He was wrong.\n\nNow he sees everyone differently.',
  reflection: 'Whom have you written off?',
  prayer: 'Lord, give me new eyes.\nAmen.',
});

/** The control loads after the page is live (the first time, cold, that can take a while here). */
function listenButton() {
  return screen.findByRole('button', { name: 'Listen' }, { timeout: 10_000 });
}

function marked(): string | undefined {
  return highlights.get(READ_ALOUD_HIGHLIGHT)?.ranges[0]?.toString();
}

describe('Listen', () => {
  it('reads the title, the verse and its reference, the body, the reflection and the prayer, in order, marking each sentence', async () => {
    renderApp('/2025-01-05', { api: { devotion: { byDate: () => devotion } } });
    await userEvent.click(await listenButton());

    expect(synth.spoken.map((utterance) => utterance.text)).toEqual(['Seeing No One After the Flesh']);
    expect(marked()).toBe('Seeing No One After the Flesh');
    expect(screen.getByText(/^Reading sentence 1 of \d+$/)).toBeInTheDocument();

    while (synth.queue.length > 0) synth.finishSentence();

    expect(synth.spoken.map((utterance) => utterance.text)).toEqual([
      'Seeing No One After the Flesh',
      'Jesus wept.',
      'John 11:35',
      'Paul once judged Jesus by appearances.',
      'He was wrong.',
      'Now he sees everyone differently.',
      'Whom have you written off?',
      'Lord, give me new eyes.',
      'Amen.',
    ]);
    // Every sentence in the default English voice, at the default speed.
    expect(synth.spoken.every((utterance) => utterance.voice?.name === 'Daniel' && utterance.rate === 1)).toBe(true);
    // At the end the reading stops and the mark goes.
    expect(await listenButton()).toBeInTheDocument();
    expect(highlights.has(READ_ALOUD_HIGHLIGHT)).toBe(false);
  });

  it('marks the sentence being read in the body text', async () => {
    renderApp('/2025-01-05', { api: { devotion: { byDate: () => devotion } } });
    await userEvent.click(await listenButton());
    while (synth.queue[0] && synth.queue[0].text !== 'He was wrong.') synth.finishSentence();
    expect(marked()).toBe('He was wrong.');
    const range = highlights.get(READ_ALOUD_HIGHLIGHT)!.ranges[0]!;
    expect(range.startContainer.parentElement).toHaveTextContent('Paul once judged Jesus by appearances. He was wrong.');
  });

  it('keeps the sentence being read in view', async () => {
    // jsdom lays nothing out: every sentence is placed below the screen, and scrolling is recorded.
    const scrolled: { element: Element; options: unknown }[] = [];
    Object.assign(Range.prototype, { getBoundingClientRect: () => ({ top: 2000, bottom: 2024 }) as DOMRect });
    Object.assign(Element.prototype, {
      scrollIntoView(this: Element, options: unknown) {
        scrolled.push({ element: this, options });
      },
    });
    try {
      renderApp('/2025-01-05', { api: { devotion: { byDate: () => devotion } } });
      await userEvent.click(await listenButton());
      while (synth.queue[0] && synth.queue[0].text !== 'He was wrong.') synth.finishSentence();
      const last = scrolled.at(-1)!;
      expect(last.element).toHaveTextContent('Paul once judged Jesus by appearances. He was wrong.');
      expect(last.options).toMatchObject({ block: 'center' });
    } finally {
      delete (Range.prototype as Partial<Range>).getBoundingClientRect;
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('reads a James day: its title, the passage and its reference, the study, the reflection and the prayer', async () => {
    const study = buildJamesStudyDay({
      day: 3,
      passage: 'James 1:5',
      content: 'Wisdom is asked for. It is not earned.\n\nGod gives it freely.',
      reflection: 'Where do you need wisdom?',
      prayer: 'Father, give me wisdom.\nAmen.',
    });
    renderApp('/james-study/3', { api: { james: { byDay: () => study } } });
    await userEvent.click(await listenButton());
    while (synth.queue.length > 0) synth.finishSentence();

    expect(synth.spoken.map((utterance) => utterance.text)).toEqual([
      'Joy in Trials (day 3)',
      // The KJV's [supplied] words are spoken as words.
      study.verseText.replace(/[[\]]/g, ''),
      'James 1:5',
      'Wisdom is asked for.',
      'It is not earned.',
      'God gives it freely.',
      'Where do you need wisdom?',
      'Father, give me wisdom.',
      'Amen.',
    ]);
    expect(study.verseText).toContain('[');
  });

  it('pauses, resumes and stops, and keeps the speed and voice with the appearance settings', async () => {
    renderApp('/2025-01-05', { api: { devotion: { byDate: () => devotion } } });
    await userEvent.click(await listenButton());
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(synth.paused).toBe(true);
    expect(screen.getByText(/^Paused at sentence 1 of \d+$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(synth.paused).toBe(false);

    // Only English voices are offered; a new speed or voice is heard from the sentence being read.
    const speeds = screen.getByRole('combobox', { name: 'Speed' });
    expect([...speeds.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['0.75×', '1×', '1.25×', '1.5×']);
    const voices = screen.getByRole('combobox', { name: 'Voice' });
    expect([...voices.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Daniel (en-GB)', 'Samantha (en-US)']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
    await userEvent.selectOptions(voices, 'urn:Samantha');
    const last = synth.spoken.at(-1)!;
    expect(last).toMatchObject({ text: 'Seeing No One After the Flesh', rate: 1.5 });
    expect(last.voice?.name).toBe('Samantha');
    expect(JSON.parse(window.localStorage.getItem('lumen-appearance')!)).toMatchObject({ speechRate: 1.5, speechVoice: 'urn:Samantha' });

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(synth.queue).toEqual([]);
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(highlights.has(READ_ALOUD_HIGHLIGHT)).toBe(false);
  });

  it('starts and pauses with the l key, which the shortcut help lists', async () => {
    renderApp('/2025-01-05', { api: { devotion: { byDate: () => devotion } } });
    await listenButton();
    await userEvent.keyboard('l');
    expect(synth.spoken).toHaveLength(1);
    await userEvent.keyboard('l');
    expect(synth.paused).toBe(true);
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Listen to the day read aloud; pause and resume');
  });

  it('stops when the reader leaves the day', async () => {
    const { router } = renderApp('/2025-01-05', { api: { devotion: { byDate: ({ date }) => ({ ...devotion, date }) } } });
    await userEvent.click(await listenButton());
    synth.finishSentence();
    expect(synth.spoken).toHaveLength(2);
    const cancels = synth.cancels;

    await act(() => router.navigate('/2025-01-06'));
    await waitFor(() => expect(synth.cancels).toBeGreaterThan(cancels));
    expect(synth.queue).toEqual([]);
    expect(highlights.has(READ_ALOUD_HIGHLIGHT)).toBe(false);
    // Nothing more is read of the day left behind.
    expect(synth.spoken).toHaveLength(2);
    expect(await listenButton()).toBeInTheDocument();
  });

  it('says so where the device has no English voice', async () => {
    synth.voices = [voice('Amélie', 'fr-CA')];
    renderApp('/2025-01-05', { api: { devotion: { byDate: () => devotion } } });
    await screen.findByRole('heading', { level: 1 });
    act(() => synth.dispatchEvent(new Event('voiceschanged')));
    expect(await screen.findByText('No English voice to read aloud.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
    await userEvent.keyboard('l');
    expect(synth.spoken).toEqual([]);
  });

  it('says so where the browser cannot speak', async () => {
    delete (window as unknown as Record<string, unknown>).speechSynthesis;
    renderApp('/2025-01-05', { api: { devotion: { byDate: () => devotion } } });
    expect(await screen.findByText('This browser cannot read aloud.')).toBeInTheDocument();
  });
});
