// Reads a day aloud through the browser's own speech synthesis (DECISIONS "Beyond the page":
// offline, nothing sent anywhere), one sentence per utterance: the sentence being read is
// known (and marked), a pause or a change of speed or voice resumes at that sentence, and no
// browser cuts a long utterance short. Only one reading plays at a time, on the whole page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppearance, type SpeechRate } from '../../../lib/appearance.ts';
import { findSentence, markSentence } from '../sentence-mark.ts';
import type { SpokenSentence } from '../speech-script.ts';
import { useEnglishVoices } from './use-english-voices.ts';

export type ReadAloudStatus = 'idle' | 'playing' | 'paused';

// The reading that has the voice now: starting another one stops it.
let owner: symbol | null = null;
const ownerListeners = new Set<() => void>();

function claimVoice(me: symbol): void {
  owner = me;
  for (const listener of ownerListeners) listener();
}

export function useReadAloud(script: readonly SpokenSentence[], container: string) {
  const { synth, voices, known } = useEnglishVoices();
  const { speechRate, speechVoice, setSpeechRate, setSpeechVoice } = useAppearance();
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const [current, setCurrent] = useState(-1);
  const [failure, setFailure] = useState<string | null>(null);

  const me = useRef(Symbol('reading'));
  // Each start, stop or restart begins a new run; events of an older run's utterances are ignored.
  const run = useRef(0);
  const searchFrom = useRef(0);
  const voice = voices.find((candidate) => candidate.voiceURI === speechVoice) ?? voices.find((v) => v.default) ?? voices[0] ?? null;
  const settings = useRef({ rate: speechRate, voice });
  settings.current = { rate: speechRate, voice };

  const mark = useCallback(
    (index: number) => {
      const root = document.querySelector(container);
      const sentence = script[index];
      if (!root || !sentence) return markSentence(null);
      const found = findSentence(root, sentence.text, searchFrom.current);
      if (found) searchFrom.current = found.end;
      markSentence(found?.range ?? null);
    },
    [container, script],
  );

  const finish = useCallback(() => {
    run.current += 1;
    setStatus('idle');
    setCurrent(-1);
    markSentence(null);
  }, []);

  const speakFrom = useCallback(
    (index: number, thisRun: number) => {
      if (!synth || thisRun !== run.current) return;
      const sentence = script[index];
      if (!sentence) return finish();
      const utterance = new SpeechSynthesisUtterance(sentence.text);
      utterance.rate = settings.current.rate;
      utterance.voice = settings.current.voice;
      utterance.lang = settings.current.voice?.lang ?? 'en';
      utterance.onend = () => speakFrom(index + 1, thisRun);
      utterance.onerror = (event) => {
        if (thisRun !== run.current || event.error === 'interrupted' || event.error === 'canceled') return;
        finish();
        setFailure('The device stopped reading aloud. Press Listen to try again.');
      };
      setCurrent(index);
      mark(index);
      synth.speak(utterance);
    },
    [synth, script, finish, mark],
  );

  const stop = useCallback(() => {
    if (owner === me.current) synth?.cancel();
    finish();
  }, [synth, finish]);

  const play = useCallback(() => {
    setFailure(null);
    // Before the device has listed its voices, its default voice reads.
    if (!synth || (known && voices.length === 0)) return;
    claimVoice(me.current);
    synth.cancel();
    run.current += 1;
    searchFrom.current = 0;
    setStatus('playing');
    speakFrom(0, run.current);
  }, [synth, known, voices.length, speakFrom]);

  const pause = useCallback(() => {
    synth?.pause();
    setStatus('paused');
  }, [synth]);

  const resume = useCallback(() => {
    synth?.resume();
    setStatus('playing');
  }, [synth]);

  // A new speed or voice is heard from the sentence being read, at once.
  const restartCurrent = useCallback(() => {
    if (!synth || status === 'idle' || current < 0) return;
    synth.cancel();
    run.current += 1;
    setStatus('playing');
    speakFrom(current, run.current);
  }, [synth, status, current, speakFrom]);
  const chooseRate = useCallback(
    (rate: SpeechRate) => {
      setSpeechRate(rate);
      settings.current = { ...settings.current, rate };
      restartCurrent();
    },
    [setSpeechRate, restartCurrent],
  );
  const chooseVoice = useCallback(
    (uri: string) => {
      setSpeechVoice(uri);
      settings.current = { ...settings.current, voice: voices.find((candidate) => candidate.voiceURI === uri) ?? null };
      restartCurrent();
    },
    [setSpeechVoice, voices, restartCurrent],
  );

  // Another reading started: this one has stopped (that one cancelled the speech).
  useEffect(() => {
    const onOwnerChange = () => {
      if (owner !== me.current) finish();
    };
    ownerListeners.add(onOwnerChange);
    return () => {
      ownerListeners.delete(onOwnerChange);
    };
  }, [finish]);

  // Leaving the day stops the reading.
  useEffect(() => {
    const mine = me.current;
    return () => {
      run.current += 1;
      if (owner !== mine) return;
      owner = null;
      synth?.cancel();
      markSentence(null);
    };
  }, [synth]);

  const toggle = useCallback(() => {
    if (status === 'idle') play();
    else if (status === 'playing') pause();
    else resume();
  }, [status, play, pause, resume]);

  return {
    available: synth !== null && (voices.length > 0 || !known),
    noSynthesis: synth === null,
    voicesKnown: known,
    voices,
    voice,
    rate: speechRate,
    status,
    current,
    total: script.length,
    failure,
    play,
    pause,
    resume,
    stop,
    toggle,
    chooseRate,
    chooseVoice,
  };
}
