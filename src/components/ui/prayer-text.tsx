// A prayer as its writer set it out: paragraphs on blank lines, and each petition of a litany on a
// line of its own (writers' guide, "Prayers"). The words stay one text node per line, so that
// highlights anchor in them as in any paragraph.
import { Fragment } from 'react';
import { ReadingText } from './reading-text.tsx';

export function PrayerText({ text }: { text: string }) {
  return (
    <ReadingText>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line.trim()}
            </Fragment>
          ))}
        </p>
      ))}
    </ReadingText>
  );
}
