// The "Listen" control of a devotion or a James day (issue 30): play, pause, resume and stop,
// a speed from 0.75× to 1.5×, the device's English voices, the `l` shortcut, and plain words
// where the device cannot read aloud.
import { Pause, Play, Square, Volume2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SPEECH_RATES, type SpeechRate } from '../../../lib/appearance.ts';
import { useKeyboardShortcuts } from '../../../lib/keyboard-shortcuts.ts';
import { useReadAloud } from '../hooks/use-read-aloud.ts';
import { CONTROL_ATTRIBUTE } from '../sentence-mark.ts';
import type { SpokenSentence } from '../speech-script.ts';
import * as styles from './listen-control.css.ts';

// Short enough for two lines on a 320 px phone at the largest text size: the slot under the
// title keeps that room from the first paint, so the words never move the text (listen-slot.tsx).
export const NO_SYNTHESIS_TEXT = 'This browser cannot read aloud.';
export const NO_VOICE_TEXT = 'No English voice to read aloud.';

export interface ListenControlProps {
  /** What is read, in order. */
  script: readonly SpokenSentence[];
  /** The element whose text holds the sentences (for the mark). */
  container: string;
}

export function ListenControl({ script, container }: ListenControlProps) {
  const reading = useReadAloud(script, container);
  useKeyboardShortcuts({ l: () => reading.available && reading.toggle() });
  const attributes = { [CONTROL_ATTRIBUTE]: '' };

  if (!reading.available) {
    return (
      <div className={styles.control} {...attributes}>
        <p className={styles.unavailable} role="status">
          {reading.noSynthesis ? NO_SYNTHESIS_TEXT : NO_VOICE_TEXT}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.control} role="group" aria-label="Read aloud" {...attributes}>
      {reading.status === 'idle' ? (
        <Button tone="secondary" onClick={reading.play} aria-keyshortcuts="l">
          <Volume2 size={16} aria-hidden /> Listen
        </Button>
      ) : (
        <>
          {reading.status === 'playing' ? (
            <Button tone="secondary" onClick={reading.pause} aria-keyshortcuts="l">
              <Pause size={16} aria-hidden /> Pause
            </Button>
          ) : (
            <Button tone="secondary" onClick={reading.resume} aria-keyshortcuts="l">
              <Play size={16} aria-hidden /> Resume
            </Button>
          )}
          <Button tone="ghost" onClick={reading.stop}>
            <Square size={16} aria-hidden /> Stop
          </Button>
        </>
      )}
      {reading.status === 'idle' ? null : <ReadingSettings reading={reading} />}
      <span className={styles.notice} role="status">
        {reading.failure ??
          (reading.status === 'idle'
            ? ''
            : `${reading.status === 'paused' ? 'Paused at' : 'Reading'} sentence ${reading.current + 1} of ${reading.total}`)}
      </span>
    </div>
  );
}

/** Speed and voice, shown while reading (so the idle control is one button and never moves the page). */
function ReadingSettings({ reading }: { reading: ReturnType<typeof useReadAloud> }) {
  const speedId = useId();
  const voiceId = useId();
  return (
    <>
      <span className={styles.setting}>
        <label htmlFor={speedId}>Speed</label>
        <select
          id={speedId}
          className={styles.select}
          value={reading.rate}
          onChange={(event) => reading.chooseRate(Number(event.target.value) as SpeechRate)}
        >
          {SPEECH_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate}×
            </option>
          ))}
        </select>
      </span>
      {reading.voices.length > 0 ? (
        <span className={styles.setting}>
          <label htmlFor={voiceId}>Voice</label>
          <select
            id={voiceId}
            className={styles.select}
            value={reading.voice?.voiceURI ?? ''}
            onChange={(event) => reading.chooseVoice(event.target.value)}
          >
            {reading.voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </>
  );
}
