import { splitSuppliedWords } from '../../shared/scripture.ts';

/** KJV text with the translators' supplied words in italics, as printed Bibles show them. */
export function ScriptureText({ text }: { text: string }) {
  return (
    <>
      {splitSuppliedWords(text).map((segment, index) => (segment.supplied ? <em key={index}>{segment.text}</em> : <span key={index}>{segment.text}</span>))}
    </>
  );
}
