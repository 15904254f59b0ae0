import type { ReactNode } from 'react';
import { splitSuppliedWords } from '../../shared/scripture.ts';
import * as reading from '../../styles/reading.css.ts';

/** KJV text with the translators' supplied words in italics, as printed Bibles show them. */
export function ScriptureText({ text }: { text: string }) {
  return (
    <>
      {splitSuppliedWords(text).map((segment, index) =>
        segment.supplied ? <em key={index}>{segment.text}</em> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

interface VerseQuoteProps {
  text: string;
  reference: string;
  /** Links beside the reference badge. */
  children?: ReactNode;
  /** Draws the verse text instead of plain scripture (the Strong's word links, for example). */
  renderText?: (text: string) => ReactNode;
}

/** A quoted passage with its reference badge and, optionally, links beside the badge. */
export function VerseQuote({ text, reference, children, renderText }: VerseQuoteProps) {
  return (
    // The verse may be highlighted, but not its reference badge or links (features/highlights).
    <blockquote className={reading.verse} data-highlightable="">
      {renderText ? (
        renderText(text)
      ) : (
        <p className={reading.verseText}>
          <ScriptureText text={text} />
        </p>
      )}
      <footer className={reading.verseFooter} data-no-highlight="">
        <span className={reading.badge}>{reference}</span>
        {children}
      </footer>
    </blockquote>
  );
}
