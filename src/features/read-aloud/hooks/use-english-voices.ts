// The device's English voices for read aloud. Browsers fill the list after the page loads (a
// `voiceschanged` event), so an empty list counts as "no voice" only once they have answered
// or a moment has passed.
import { useEffect, useState } from 'react';

const VOICE_WAIT_MS = 1500;

export interface EnglishVoices {
  /** The device's speech synthesis, or null where the browser has none. */
  synth: SpeechSynthesis | null;
  voices: SpeechSynthesisVoice[];
  /** True once the device's list of voices is known. */
  known: boolean;
}

function englishVoices(synth: SpeechSynthesis): SpeechSynthesisVoice[] {
  return synth.getVoices().filter((voice) => /^en(?:[-_]|$)/i.test(voice.lang));
}

export function useEnglishVoices(): EnglishVoices {
  const [state, setState] = useState<EnglishVoices>(() => {
    const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
    const voices = synth ? englishVoices(synth) : [];
    return { synth, voices, known: !synth || voices.length > 0 };
  });
  const { synth } = state;
  useEffect(() => {
    if (!synth) return;
    const refresh = () => setState({ synth, voices: englishVoices(synth), known: true });
    synth.addEventListener('voiceschanged', refresh);
    const timer = window.setTimeout(refresh, VOICE_WAIT_MS);
    return () => {
      synth.removeEventListener('voiceschanged', refresh);
      window.clearTimeout(timer);
    };
  }, [synth]);
  return state;
}
