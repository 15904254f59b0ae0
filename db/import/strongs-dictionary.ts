// Reads the Strong's Greek and Hebrew dictionaries from the `strongs` package's XML (its own
// index.js is broken, VERSIONS.md) into clean, markup-free entries.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const STRONGS_DIR = dirname(require.resolve('strongs/package.json'));
const GREEK_XML = join(STRONGS_DIR, 'greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml');
const HEBREW_XML = join(STRONGS_DIR, 'hebrew/StrongHebrewG.xml');

export interface DictionaryEntry {
  strongsNumber: string;
  language: 'greek' | 'hebrew' | 'aramaic';
  originalWord: string;
  transliteration: string;
  pronunciation: string | null;
  strongsDefinition: string;
  kjvDefinition: string;
  derivation: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]!).normalize('NFC') : null;
}

function element(block: string, name: string): string | null {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(block);
  return match ? match[1]! : null;
}

/** Strips markup, turning cross-references into their numbers ("G2316", "H1961 (hâyâh)"). */
function cleanText(markup: string | null): string {
  if (markup === null) return '';
  const text = markup
    .replace(/<strongsref\b[^>]*\/>/g, (tag) => {
      const prefix = attribute(tag, 'language') === 'HEBREW' ? 'H' : 'G';
      return `${prefix}${Number(attribute(tag, 'strongs'))}`;
    })
    .replace(/<greek\b[^>]*\/>/g, (tag) => attribute(tag, 'unicode') ?? '')
    .replace(/<w\b[^>]*\/>/g, (tag) => {
      const xlit = attribute(tag, 'xlit');
      const src = attribute(tag, 'src');
      const head = src ? `H${Number(src)}` : (attribute(tag, 'lemma') ?? '');
      return head && xlit ? `${head} (${xlit})` : head;
    })
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;.:)])/g, '$1')
    .trim();
}

function orNull(text: string): string | null {
  return text.length > 0 ? text : null;
}

/**
 * The Greek XML splits Strong's one paragraph ("from G5463; cheerfulness, i.e. calm delight:--
 * joy. Note…") across <strongs_derivation>, <strongs_def>, <kjv_def> and loose text. We join
 * it back and split it where Strong's does: the origin before the first semicolon.
 */
function splitGreekParagraph(block: string): { derivation: string | null; definition: string } {
  const afterKjv = block.includes('</kjv_def>') ? block.slice(block.indexOf('</kjv_def>') + 10).replace(/<see\b[\s\S]*$/, '') : '';
  const paragraph = [element(block, 'strongs_derivation'), element(block, 'strongs_def')]
    .map(cleanText)
    .filter(Boolean)
    .join(' ')
    .replace(/[;:,]\s*$/, '');
  const note = cleanText(afterKjv.replace(/<\/entry>[\s\S]*$/, ''));
  const cut = paragraph.indexOf(';');
  const [derivation, definition] =
    cut > 0 && cut < paragraph.length - 1 ? [paragraph.slice(0, cut).trim(), paragraph.slice(cut + 1).trim()] : [null, paragraph];
  return { derivation, definition: note ? `${definition}. ${note}` : definition };
}

export function readGreekDictionary(): DictionaryEntry[] {
  const xml = readFileSync(GREEK_XML, 'utf8');
  const blocks = xml.split(/<entry strongs="/).slice(1);
  return blocks.map((block) => {
    const number = Number(block.slice(0, block.indexOf('"')));
    const greekTag = /<greek\b[^>]*\/>/.exec(block)?.[0] ?? '';
    const pronunciationTag = /<pronunciation\b[^>]*\/>/.exec(block)?.[0] ?? '';
    const unused = !greekTag && /Not Used/i.test(block);
    const { derivation, definition } = splitGreekParagraph(block);
    return {
      strongsNumber: `G${number}`,
      language: 'greek',
      originalWord: attribute(greekTag, 'unicode') ?? '',
      transliteration: attribute(greekTag, 'translit') ?? '',
      pronunciation: orNull(attribute(pronunciationTag, 'strongs') ?? ''),
      strongsDefinition: unused ? "Not used: Strong's Greek numbering skips this number." : definition,
      kjvDefinition: cleanText(element(block, 'kjv_def')).replace(/^:?--\s*/, ''),
      derivation,
    } satisfies DictionaryEntry;
  });
}

function note(block: string, type: string): string {
  const match = new RegExp(`<note type="${type}">([\\s\\S]*?)</note>`).exec(block);
  return cleanText(match ? match[1]! : null);
}

export function readHebrewDictionary(): DictionaryEntry[] {
  const xml = readFileSync(HEBREW_XML, 'utf8');
  const blocks = xml.split(/<div type="entry"/).slice(1);
  return blocks.map((block) => {
    const wordTag = /<w\b[^>]*\bID="H\d+"[^>]*>/.exec(block)?.[0] ?? '';
    const explanation = note(block, 'explanation').replace(/^\{(.*)\}$/, '$1');
    return {
      strongsNumber: attribute(wordTag, 'ID') ?? '',
      language: attribute(wordTag, 'xml:lang') === 'arc' ? 'aramaic' : 'hebrew',
      originalWord: attribute(wordTag, 'lemma') ?? '',
      transliteration: attribute(wordTag, 'xlit') ?? '',
      pronunciation: orNull(attribute(wordTag, 'POS') ?? ''),
      strongsDefinition: explanation,
      kjvDefinition: note(block, 'translation'),
      derivation: orNull(note(block, 'exegesis').replace(/;$/, '')),
    } satisfies DictionaryEntry;
  });
}

/** Both dictionaries, keyed by number ("G2316", "H1"). */
export function readStrongsDictionary(): Map<string, DictionaryEntry> {
  const entries = [...readGreekDictionary(), ...readHebrewDictionary()];
  return new Map(entries.map((entry) => [entry.strongsNumber, entry]));
}
