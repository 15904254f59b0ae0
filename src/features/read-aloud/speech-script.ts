// What "Listen" reads, in order (issue 30): the title, the verse and its reference, the body,
// the reflection and the prayer, each cut into sentences so that the one being read can be
// marked in the text and a pause or a change of speed never loses more than a sentence.
import { splitContentBlocks } from '../../shared/content-blocks.ts';
import type { Devotion } from '../../shared/schemas/devotion.ts';
import type { JamesStudyDay } from '../../shared/schemas/james.ts';

export type SpeechPart = 'title' | 'verse' | 'reference' | 'body' | 'reflection' | 'prayer';

export interface SpokenSentence {
  part: SpeechPart;
  text: string;
}

/** The KJV's [supplied] words are printed in italics; spoken, they are just words. */
function withoutSuppliedMarks(text: string): string {
  return text.replace(/[[\]]/g, '');
}

/** A text cut into sentences, each on one line of white space (as the page shows it). */
export function sentencesOf(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  return [...segmenter.segment(flat)].map((segment) => segment.segment.trim()).filter((sentence) => sentence.length > 0);
}

function sentences(part: SpeechPart, texts: readonly string[]): SpokenSentence[] {
  return texts.flatMap((text) => sentencesOf(text).map((sentence) => ({ part, text: sentence })));
}

/** The body's paragraphs as the screen shows them, with the blocks' headings read as headings. */
function bodyParagraphs(content: string): string[] {
  return splitContentBlocks(content).flatMap((block) => {
    if (block.kind === 'paragraph') return [block.text];
    if (block.kind === 'literary') return [`Literary Reflection. From ${block.work} by ${block.author}.`, ...block.paragraphs];
    return ['Theological Connection.', ...block.paragraphs];
  });
}

/** Paragraphs and lines of a prayer (a litany's petitions are lines of their own). */
function prayerLines(prayer: string): string[] {
  return prayer.split(/\n/).filter((line) => line.trim() !== '');
}

export function devotionScript(devotion: Devotion): SpokenSentence[] {
  return [
    ...sentences('title', [devotion.title]),
    ...sentences('verse', [withoutSuppliedMarks(devotion.verseText)]),
    ...sentences('reference', [devotion.verseReference]),
    ...sentences('body', bodyParagraphs(devotion.content)),
    ...sentences('reflection', [devotion.reflection]),
    ...sentences('prayer', prayerLines(devotion.prayer)),
  ];
}

export function jamesDayScript(study: JamesStudyDay): SpokenSentence[] {
  return [
    ...sentences('title', [study.title]),
    ...sentences('verse', [withoutSuppliedMarks(study.verseText)]),
    ...sentences('reference', [study.passage]),
    ...sentences('body', study.content.split(/\n\s*\n/)),
    ...sentences('reflection', [study.reflection]),
    ...sentences('prayer', prayerLines(study.prayer)),
  ];
}
