// Spec 2 "Scripture quote block": the verse with its mapped words (spec 3 word map) as links
// that open the Strong's modal, and the hint when there is any. Words the translators
// supplied stay in italics and never link. Without a StrongsProvider above, the verse is
// plain text with no hint.
import { useMemo, type ReactNode } from 'react';
import * as reading from '../../../styles/reading.css.ts';
import { useOptionalStrongs, type StrongsController } from '../hooks/use-strongs.ts';
import { hasStrongsWord, strongsVerseSegments, type ScriptureWordSegment } from '../word-map.ts';
import * as styles from './strongs-verse.css.ts';

export function StrongsVerse({ text }: { text: string }) {
  const strongs = useOptionalStrongs();
  const segments = useMemo(() => strongsVerseSegments(text), [text]);
  return (
    <>
      <p className={reading.verseText}>
        {segments.map((segment, index) =>
          segment.supplied ? (
            <em key={index}>{segment.text}</em>
          ) : strongs ? (
            <VerseWords key={index} words={segment.words} strongs={strongs} />
          ) : (
            segment.text
          ),
        )}
      </p>
      {strongs && hasStrongsWord(segments) ? (
        <p className={styles.hint}>Click on highlighted words to view Strong's Concordance definitions</p>
      ) : null}
    </>
  );
}

/** Mapped words as buttons; the text between them kept in one run. */
function VerseWords({ words, strongs }: { words: ScriptureWordSegment[]; strongs: StrongsController }) {
  const parts: ReactNode[] = [];
  let plain = '';
  words.forEach((word, index) => {
    const strongsNumber = word.strongsNumber;
    if (strongsNumber === null) {
      plain += word.text;
      return;
    }
    if (plain) parts.push(plain);
    plain = '';
    parts.push(
      <button
        key={index}
        type="button"
        className={styles.word}
        data-print-as-text=""
        aria-label={`${word.text}, Strong's ${strongsNumber}`}
        onPointerEnter={strongs.preloadStrongs}
        onFocus={strongs.preloadStrongs}
        onClick={() => strongs.openStrongs(strongsNumber)}
      >
        {word.text}
      </button>,
    );
  });
  if (plain) parts.push(plain);
  return <>{parts}</>;
}
