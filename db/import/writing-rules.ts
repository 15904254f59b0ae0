// The writing rules of the writers' guide (db/content/README.md, DECISIONS "Writing that stays
// fresh"): what one piece may not do, and what a run of pieces must vary. A reader meets one
// devotion a day, so a formula shows within two weeks; these rules make it show here first.
import { churchYearPlace, feastOf, keepsItsWeekday } from '../../src/shared/church-year.ts';
import { toDate, type IsoDate } from '../../src/shared/dates.ts';
import { countWords, type ContentProblem, type DevotionFile, type JamesDayFile } from './content-files.ts';

/** What the rules read of a devotion or a James study day. */
export interface Piece {
  file: string;
  date: IsoDate | null;
  content: string;
  reflection: string;
  prayer: string;
  studyText: string;
  citedAuthors: string[];
  strongs: string;
}

export function devotionPiece(file: DevotionFile & { file: string }): Piece {
  return {
    file: file.file,
    date: file.date,
    content: file.content,
    reflection: file.reflection,
    prayer: file.prayer,
    studyText: `${file.deeperStudy.content}\n${file.historicalContext.content}\n${file.wordStudy.usage}`,
    citedAuthors: file.citations.map((citation) => citation.author),
    strongs: file.wordStudy.strongs,
  };
}

export function jamesPiece(file: JamesDayFile & { file: string }): Piece {
  return {
    file: file.file,
    date: null,
    content: file.content,
    reflection: file.reflection,
    prayer: file.prayer,
    studyText: `${file.deeperStudy.content}\n${file.historicalContext.content}\n${file.wordStudy.content}`,
    citedAuthors: file.citations.map((citation) => citation.author),
    strongs: file.wordStudy.strongs,
  };
}

/** The runs of pieces written together; each rule holds over every one on its own. */
export const STRETCHES: ReadonlyArray<{ name: string; includes: (piece: Piece) => boolean }> = [
  { name: 'January, November and Advent 2025', includes: ({ date }) => !!date && (date <= '2025-01-31' || (date >= '2025-11-01' && date <= '2025-12-06')) },
  { name: 'February to June 2025', includes: ({ date }) => !!date && date >= '2025-02-01' && date <= '2025-06-30' },
  { name: 'July to October and 7–31 December 2025', includes: ({ date }) => !!date && ((date >= '2025-07-01' && date <= '2025-10-31') || (date >= '2025-12-07' && date <= '2025-12-31')) },
  { name: 'January to June 2026', includes: ({ date }) => !!date && date >= '2026-01-01' },
  { name: 'the James study', includes: ({ date }) => date === null },
];

/** A stretch is held to the proportions once it has this many pieces. */
const STRETCH_MINIMUM = 20;

export const LENGTH = { short: 450, long: 800, shortShare: 0.15, longShare: 0.05 } as const;

/** Stock moves a piece may make at most once ("Notice…", "It is not X. It is Y."). */
const STOCK_MOVES: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['"Notice"', /\bnotice\b/gi],
  ['"Then comes"', /\bthen comes\b/gi],
  ['"ordinary"', /\bordinary\b/gi],
  ['"this morning"', /\bthis morning\b/gi],
  ['"Most of us" / "Many of us"', /\b(?:most|many) of us\b/gi],
  ['"It is not X. It is Y."', /\bit(?: is|'s|’s) not\b[^.?!]{0,120}[.?!]["”’]?\s+(?:it(?: is|'s|’s)|but it is)\b/gi],
  ['"count the …"', /\bcount the\b/gi],
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
// Feast names that contain a weekday are names, not weekday claims.
const FEAST_NAMES = /\b(?:Ash Wednesday|Palm Sunday|Maundy Thursday|Good Friday|Holy Saturday|Easter Sunday|Trinity Sunday|Advent Sunday|Transfiguration Sunday|Pentecost Sunday|Christ the King Sunday|Low Sunday|Gaudete Sunday|Laetare Sunday)\b/g;
const DEICTIC_DAY = /\b(?:today|tonight|tomorrow|yesterday)\b/i;
const DEICTIC_WEEKDAY = new RegExp(`\\b(?:this|next|last|coming) (?:${WEEKDAYS.join('|')})\\b`, 'i');
const YEAR_CLAIMS: ReadonlyArray<RegExp> = [
  /\b20\d\d\b/,
  /\b(?:this|next|last) year(?:'s|’s)? (?:marks|is|was|will|falls|brings)\b/i,
  /\banniversary\b/i,
];

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?]["”’)]?)\s+/).filter(Boolean);
}

function bodyOf(piece: Piece): string {
  return `${piece.content}\n\n${piece.reflection}\n\n${piece.prayer}`;
}

/** Sentences that say something about the day that the perennial calendar could make false. */
function dateClaims(piece: Piece & { date: IsoDate }): string[] {
  const claims: string[] = [];
  const weekday = WEEKDAYS[toDate(piece.date).getDay()]!;
  const keepsWeekday = keepsItsWeekday(piece.date);
  const feast = feastOf(piece.date);
  for (const sentence of sentences(`${bodyOf(piece)}\n${piece.studyText}`)) {
    if (YEAR_CLAIMS.some((pattern) => pattern.test(sentence))) {
      claims.push(`claims a year, which the perennial calendar can make false: "${sentence}"`);
      continue;
    }
    const plain = sentence.replace(FEAST_NAMES, '');
    const named = WEEKDAYS.filter((day) => new RegExp(`\\b${day}s?\\b`).test(plain));
    if (named.length > 0 && (DEICTIC_DAY.test(plain) || DEICTIC_WEEKDAY.test(plain)) && (!keepsWeekday || named.some((day) => day !== weekday))) {
      claims.push(`claims a weekday, but this devotion is not always read on a ${named.join(' or ')}: "${sentence}"`);
      continue;
    }
    if (keepsWeekday && new RegExp(`\\b(?:today|this)\\b[^.?!]{0,40}\\b(?:\\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS})|(?:${MONTHS}) \\d{1,2})\\b`, 'i').test(sentence)) {
      claims.push(`claims a calendar date, but this devotion moves with the church year: "${sentence}"`);
      continue;
    }
    const feastClaim = /\b(?:today|this) is (?:the )?(Ash Wednesday|Palm Sunday|Maundy Thursday|Good Friday|Holy Saturday|Easter|Easter Day|Ascension Day|Pentecost|Trinity Sunday|Christ the King|Christmas Eve|Christmas Day|Christmas|Epiphany|All Saints)\b/i.exec(sentence);
    if (feastClaim && (!feast || !feast.toLowerCase().includes(feastClaim[1]!.toLowerCase().replace(/ day$/, '')))) {
      claims.push(`calls the day ${feastClaim[1]}, but ${piece.date} is ${feast ?? `an ${churchYearPlace(piece.date).season} day with no feast`}: "${sentence}"`);
    }
  }
  return claims;
}

/** The rules one piece must keep by itself. */
export function checkPiece(piece: Piece): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const body = bodyOf(piece);
  for (const [name, pattern] of STOCK_MOVES) {
    const count = body.match(pattern)?.length ?? 0;
    if (count > 1) problems.push({ file: piece.file, field: 'content', message: `uses the stock move ${name} ${count} times; once at most` });
  }
  if (piece.date) {
    for (const claim of dateClaims({ ...piece, date: piece.date })) problems.push({ file: piece.file, field: 'content', message: claim });
  }
  return problems;
}

function openingOf(prayer: string): string {
  return prayer.split(/\s+/).slice(0, 2).join(' ').toLowerCase().replace(/[^\p{L}\s]/gu, '');
}

const PRAYS_AS_WE = /\b(?:we|us|our|ourselves)\b/i;
const PRAYS_FOR_OTHERS = /\b(?:those who|all who|anyone who|everyone who|for (?:my|our|the|all|every|each)? ?(?:neighbou?rs?|friends?|famil(?:y|ies)|children|parents|church(?:es)?|congregations?|people|nations|world|poor|sick|prisoners?|refugees|leaders|strangers|enemies|lonely|grieving|hungry|persecuted|those|others|colleagues|pastors|missionaries))\b/i;
const PRAYS_FOR_THE_WORLD = /\b(?:world|nations|earth|peoples|cities|countr(?:y|ies)|governments?|rulers)\b/i;
const ARGUMENT_VERBS = /\b(?:reads?|argues?|notes?|sees?|saw|takes?|took|observes?|points? out|suggests?|thinks?|thought|understands?|understood|insists?|calls?|called|explains?|comments?|remarks?|hears?|heard|treats?|believes?|believed|held|holds|says|said|writes?|wrote|wonders?|wondered|draws?|links?|connects?|warns?|warned|stresses?|finds?|found|translates?|renders?|lingers?|asks?|asked|answers?|compares?|contrasts?|applies|applied|urges?|urged|gathers?|dwells?|catches|caught|refuses?|prefers?|goes on|turns?|spends?|makes? much|is sure|was sure|admits?|doubts?|denies|agrees?|disagrees?|follows?|puts? it|likens?)\b/i;

/** The surnames a commentator is named by in prose ("Jamieson, Fausset and Brown" → Jamieson, Fausset, Brown). */
function surnamesOf(author: string): string[] {
  return author.split(/,| and /).map((part) => part.trim().split(/\s+/).at(-1)!).filter((name) => name.length > 2);
}

/** True when the piece says, in its own words, what one of its cited commentators argues. */
export function engagesACommentator(piece: Piece): boolean {
  const names = piece.citedAuthors.flatMap(surnamesOf);
  return sentences(`${piece.content}\n${piece.studyText}\n${piece.reflection}`).some(
    (sentence) => names.some((name) => new RegExp(`\\b${name}(?:'s|’s)?\\b`).test(sentence)) && ARGUMENT_VERBS.test(sentence),
  );
}

function share(pieces: Piece[], test: (piece: Piece) => boolean): number {
  return pieces.filter(test).length / pieces.length;
}

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** The proportions a run of pieces must keep; `where` names the run in each message. */
export function checkVariety(pieces: Piece[], where: string, options: { languages: boolean }): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (field: string, message: string, files: string[] = []) =>
    problems.push({ file: where, field, message: files.length > 0 ? `${message} (for example ${files.slice(0, 6).join(', ')})` : message });
  const n = pieces.length;

  const words = pieces.map((piece) => countWords(piece.content));
  const short = words.filter((count) => count < LENGTH.short).length / n;
  const long = words.filter((count) => count > LENGTH.long).length / n;
  if (short < LENGTH.shortShare) add('content', `${percent(short)} of bodies are under ${LENGTH.short} words; at least ${percent(LENGTH.shortShare)} must be (${Math.ceil(LENGTH.shortShare * n)} of ${n})`);
  if (long < LENGTH.longShare) add('content', `${percent(long)} of bodies are over ${LENGTH.long} words; at least ${percent(LENGTH.longShare)} must be (${Math.ceil(LENGTH.longShare * n)} of ${n})`);

  const openings = new Map<string, string[]>();
  for (const piece of pieces) openings.set(openingOf(piece.prayer), [...(openings.get(openingOf(piece.prayer)) ?? []), piece.file]);
  for (const [opening, files] of openings) {
    if (files.length / n > 0.12) add('prayer', `${files.length} of ${n} prayers open "${opening}"; at most 12% may share an opening`, files);
  }
  const asWe = share(pieces, (piece) => PRAYS_AS_WE.test(piece.prayer));
  if (asWe < 1 / 3) add('prayer', `${percent(asWe)} of prayers pray as "we"; at least a third must`);
  const forOthers = share(pieces, (piece) => PRAYS_FOR_OTHERS.test(piece.prayer));
  if (forOthers < 0.2) add('prayer', `${percent(forOthers)} of prayers pray for other people ("for those who…", "for our neighbours"); at least 20% must`);
  const forWorld = share(pieces, (piece) => PRAYS_FOR_THE_WORLD.test(piece.prayer));
  if (forWorld < 0.1) add('prayer', `${percent(forWorld)} of prayers pray for the world or the nations; at least 10% must`);

  const questions = pieces.filter((piece) => /\?["”’)]?\s*$/.test(piece.reflection));
  if (questions.length / n > 0.7) add('reflection', `${questions.length} of ${n} reflections end in a question; at most 70% may, the rest end with a practice or a sentence to carry`);

  const engaged = share(pieces, engagesACommentator);
  if (engaged < 0.6) {
    add('content', `${percent(engaged)} of pieces say what a cited commentator argues, naming them; at least 60% must`, pieces.filter((piece) => !engagesACommentator(piece)).map((piece) => piece.file));
  }

  const numbers = new Map<string, string[]>();
  for (const piece of pieces) numbers.set(piece.strongs, [...(numbers.get(piece.strongs) ?? []), piece.file]);
  if (numbers.size / n < 0.9) {
    const repeated = [...numbers].filter(([, files]) => files.length > 1).map(([number, files]) => `${number} in ${files.join(' and ')}`);
    add('wordStudy.strongs', `${numbers.size} distinct Strong's numbers across ${n} pieces; at least 90% must be distinct. Repeated: ${repeated.slice(0, 8).join('; ')}`);
  }
  if (options.languages) {
    const greek = share(pieces, (piece) => piece.strongs.startsWith('G'));
    if (greek < 0.25 || greek > 0.75) add('wordStudy.strongs', `${percent(greek)} of word studies are Greek and ${percent(1 - greek)} Hebrew; each needs at least 25%`);
  }
  return problems;
}

/** Every rule: each piece on its own, the whole programme, and each stretch once it is long enough. */
export function checkWritingRules(pieces: Piece[]): ContentProblem[] {
  const problems = pieces.flatMap(checkPiece);
  if (pieces.length >= STRETCH_MINIMUM) problems.push(...checkVariety(pieces, 'the whole programme', { languages: true }));
  for (const stretch of STRETCHES) {
    const members = pieces.filter(stretch.includes);
    if (members.length >= STRETCH_MINIMUM) {
      problems.push(...checkVariety(members, stretch.name, { languages: stretch.name !== 'the James study' }));
    }
  }
  return problems;
}
