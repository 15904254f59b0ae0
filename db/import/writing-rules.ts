// The writing rules of the writers' guide (db/content/README.md, DECISIONS "Writing that stays
// fresh"): what one piece may not do, and how a run of pieces must vary. A reader meets one
// devotion a day, so a formula shows within two weeks; these rules make it show here first.
//
// The limits on a run are distributions (no band of lengths too full, no prayer shape too
// common), never a line each piece clears: a line becomes a target, and the pieces bunch just
// above it. `programmeFigures` measures them; `checkVariety` turns a missed limit into a problem.
import { COMMENTARIES } from './commentaries.ts';
import { churchYearPlace, feastOf, FIXED_FEASTS, keepsItsWeekday } from '../../src/shared/church-year.ts';
import { toDate, type IsoDate } from '../../src/shared/dates.ts';
import { countWords, type ContentProblem, type DevotionFile, type JamesDayFile } from './content-files.ts';

/** What the rules read of a devotion or a James study day. */
export interface Piece {
  file: string;
  date: IsoDate | null;
  content: string;
  reflection: string;
  prayer: string;
  /** Deeper study, historical context and the word study's note: where a commentator may be engaged too. */
  studyText: string;
  citedAuthors: string[];
  strongs: string;
  /** Every scripture reference the piece names in its fields (verse, memory verse, related verses, citations). */
  references: string[];
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
    references: [
      file.verse,
      file.memoryVerse.reference,
      ...file.relatedVerses.map((verse) => verse.reference),
      ...file.citations.map((citation) => citation.passage),
    ],
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
    references: [file.passage, file.memoryVerse.reference, ...file.relatedVerses, ...file.citations.map((citation) => citation.passage)],
  };
}

/** A run is held to the proportions once it has this many pieces. */
const RUN_MINIMUM = 20;

const LENGTH = { short: 450, long: 800, shortShare: 0.15, longShare: 0.05 } as const;

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
const FEAST_NAMES =
  /\b(?:Ash Wednesday|Palm Sunday|Maundy Thursday|Good Friday|Holy Saturday|Easter Sunday|Trinity Sunday|Advent Sunday|Transfiguration Sunday|Pentecost Sunday|Christ the King Sunday|Low Sunday|Gaudete Sunday|Laetare Sunday)\b/g;
const DEICTIC_DAY = /\b(?:today|tonight|tomorrow|yesterday)\b/i;
const DEICTIC_WEEKDAY = new RegExp(`\\b(?:this|next|last|coming) (?:${WEEKDAYS.join('|')})\\b`, 'i');
const YEAR_CLAIMS: ReadonlyArray<RegExp> = [
  /\b20\d\d\b/,
  /\b(?:this|next|last) year(?:'s|’s)? (?:marks|is|was|will|falls|brings)\b/i,
  /\banniversary\b/i,
];
const ORDINALS =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-\\w+|thirtieth|thirty-first';
/**
 * Claims about where in the calendar the reader stands, which only a date the calendar keeps
 * fixed can make: "the second of January", "January 4th", "the 4th", "day of the year", "this
 * January". A sentence with a historical year in it is about history, not about today.
 */
const CALENDAR_DATE_CLAIMS: ReadonlyArray<RegExp> = [
  new RegExp(`\\b(?:${ORDINALS}) (?:day )?of (?:${MONTHS})\\b`, 'i'),
  new RegExp(`\\b(?:${MONTHS}) \\d{1,2}(?:st|nd|rd|th)\\b`),
  /\bthe \d{1,2}(?:st|nd|rd|th)\b/i,
  new RegExp(`\\b(?:${ORDINALS}|\\d{1,3}(?:st|nd|rd|th)|last|final|this|today's|today’s) days? of the (?:new )?year\\b`, 'i'),
  new RegExp(`\\b[Tt]his (?:${MONTHS})\\b`),
  // The year's turning, which only New Year's Day keeps: "as this year slides into yesterday".
  /\bthis (?:year|month) (?:slides|ends|closes|draws|is ending|is nearly)\b|\b(?:the turn of the year|the year(?:'s|’s) (?:end|last)|the end of the year|the last (?:day|night|hours?) of the year)\b/i,
  // Month names are matched with their capital, so that "you may" is not May.
  new RegExp(`\\b(?:[Tt]oday|[Tt]onight)\\b[^.?!]{0,40}\\b(?:${MONTHS})\\b|\\b(?:${MONTHS})\\b[^.?!]{0,40}\\b(?:today|tonight)\\b`),
];
const HISTORICAL_YEAR = /\b1\d{3}s?\b|\b\d{1,4} (?:BC|AD|BCE|CE)\b|\bAD \d{1,4}\b/;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?]["”’)]?)\s+/).filter(Boolean);
}

/** Everything a reader reads of the piece: body, reflection, prayer and the study notes. */
function allTextOf(piece: Piece): string {
  return `${piece.content}\n\n${piece.reflection}\n\n${piece.prayer}\n\n${piece.studyText}`;
}

function bodyOf(piece: Piece): string {
  return `${piece.content}\n\n${piece.reflection}\n\n${piece.prayer}`;
}

/** Sentences that say something about the day that the perennial calendar could make false. */
function dateClaims(piece: Piece & { date: IsoDate }): string[] {
  const claims: string[] = [];
  const weekday = WEEKDAYS[toDate(piece.date).getDay()]!;
  const keepsWeekday = keepsItsWeekday(piece.date);
  const keepsDate = Boolean(FIXED_FEASTS[piece.date.slice(5)]);
  const feast = feastOf(piece.date);
  for (const sentence of sentences(allTextOf(piece))) {
    if (YEAR_CLAIMS.some((pattern) => pattern.test(sentence))) {
      claims.push(`claims a year, which the perennial calendar can make false: "${sentence}"`);
      continue;
    }
    const plain = sentence.replace(FEAST_NAMES, '');
    const named = WEEKDAYS.filter((day) => new RegExp(`\\b${day}s?\\b`).test(plain));
    if (
      named.length > 0 &&
      (DEICTIC_DAY.test(plain) || DEICTIC_WEEKDAY.test(plain)) &&
      (!keepsWeekday || named.some((day) => day !== weekday))
    ) {
      claims.push(`claims a weekday, but this devotion is not always read on a ${named.join(' or ')}: "${sentence}"`);
      continue;
    }
    if (!keepsDate && !HISTORICAL_YEAR.test(sentence) && CALENDAR_DATE_CLAIMS.some((pattern) => pattern.test(sentence))) {
      claims.push(`claims a calendar date, but the calendar shows this devotion on other dates too: "${sentence}"`);
      continue;
    }
    const feastClaim =
      /\b(?:today|this) is (?:the )?(Ash Wednesday|Palm Sunday|Maundy Thursday|Good Friday|Holy Saturday|Easter|Easter Day|Ascension Day|Pentecost|Trinity Sunday|Christ the King|Christmas Eve|Christmas Day|Christmas|Epiphany|All Saints)\b/i.exec(
        sentence,
      );
    if (feastClaim && (!feast || !feast.toLowerCase().includes(feastClaim[1]!.toLowerCase().replace(/ day$/, '')))) {
      claims.push(
        `calls the day ${feastClaim[1]}, but ${piece.date} is ${feast ?? `an ${churchYearPlace(piece.date).season} day with no feast`}: "${sentence}"`,
      );
    }
  }
  return claims;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};
const WORD_COUNT_CLAIM = new RegExp(
  `(?<!-)\\b(${Object.keys(NUMBER_WORDS).join('|')}|\\d{1,2})(?:\\s+(?:English|Hebrew|Greek|Aramaic|Latin))?\\s+words\\b`,
  'i',
);
const LANGUAGE = /\b(English|King James|KJV|Hebrew|Greek|Aramaic|Latin)\b/i;
const QUOTATION = /["“]([^"“”]+)["”]/g;

function quotationsIn(sentence: string): string[] {
  return [...sentence.matchAll(QUOTATION)].map((match) => match[1]!);
}

/**
 * "Five words, and…": each claim that a phrase has N words names the language it counts in, and,
 * counted in English, matches the quotation it is about: the nearest one in the same sentence,
 * else in the sentence before, else in the sentence after (within the paragraph).
 */
export function wordCountClaims(text: string): Array<{ sentence: string; problem: string | null }> {
  const found: Array<{ sentence: string; problem: string | null }> = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const list = sentences(paragraph);
    list.forEach((sentence, index) => {
      const claim = WORD_COUNT_CLAIM.exec(sentence);
      if (!claim) return;
      const claimed = NUMBER_WORDS[claim[1]!.toLowerCase()] ?? Number(claim[1]);
      const around = [list[index - 1] ?? '', sentence, list[index + 1] ?? ''].join(' ');
      const language = LANGUAGE.exec(sentence)?.[1] ?? LANGUAGE.exec(around)?.[1];
      if (!language) {
        found.push({ sentence, problem: `counts ${claimed} words without naming the language it counts in` });
        return;
      }
      if (!/English|King James|KJV/i.test(language)) {
        found.push({ sentence, problem: null });
        return;
      }
      const quoted = [sentence, list[index - 1] ?? '', list[index + 1] ?? ''].map(quotationsIn).find((quotes) => quotes.length > 0);
      const quotation = quoted?.at(-1);
      if (!quotation) {
        found.push({ sentence, problem: `counts ${claimed} English words but quotes no phrase beside the claim` });
        return;
      }
      const actual = countWords(quotation);
      found.push({
        sentence,
        problem: actual === claimed ? null : `counts ${claimed} words, but "${quotation}" has ${actual}`,
      });
    });
  }
  return found;
}

/** "Psalms 19:7" names one psalm: the programme writes "Psalm" for one and "Psalms" for the book. */
const PLURAL_PSALM = /\bPsalms \d+(?::\d)/;

/** The rules one piece must keep by itself. */
export function checkPiece(piece: Piece): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (field: string, message: string) => problems.push({ file: piece.file, field, message });
  const body = bodyOf(piece);
  for (const [name, pattern] of STOCK_MOVES) {
    const count = body.match(pattern)?.length ?? 0;
    if (count > 1) add('content', `uses the stock move ${name} ${count} times; once at most`);
  }
  if (piece.date) {
    for (const claim of dateClaims({ ...piece, date: piece.date })) add('content', claim);
  }
  for (const claim of wordCountClaims(allTextOf(piece))) {
    if (claim.problem) add('content', `${claim.problem}: "${claim.sentence}"`);
  }
  for (const author of unengagedCommentators(piece)) {
    add(
      'citations',
      `cites ${author} but never says what he argues at this passage (name him in the body, deeper study or historical context, or drop the citation)`,
    );
  }
  for (const reference of [...piece.references, ...(allTextOf(piece).match(new RegExp(PLURAL_PSALM, 'g')) ?? [])]) {
    if (PLURAL_PSALM.test(reference)) add('references', `writes "${reference}"; one psalm is "Psalm"`);
  }
  return problems;
}

const PRAYS_AS_WE = /\b(?:we|us|our|ours|ourselves)\b/i;
const PRAYS_FOR_OTHERS =
  /\b(?:those who|all who|anyone who|everyone who|for (?:my|our|the|all|every|each)? ?(?:neighbou?rs?|friends?|famil(?:y|ies)|children|parents|church(?:es)?|congregations?|people|nations|world|poor|sick|prisoners?|refugees|leaders|strangers|enemies|lonely|grieving|hungry|persecuted|those|others|colleagues|pastors|missionaries))\b/i;
const WE_PRAY_FOR = /\bwe pray for\b/i;
const ARGUMENT_VERBS =
  /\b(?:reads?|argues?|notes?|sees?|saw|takes?|took|observes?|points? out|suggests?|thinks?|thought|understands?|understood|insists?|calls?|called|explains?|comments?|remarks?|hears?|heard|treats?|believes?|believed|held|holds|says|said|writes?|wrote|wonders?|wondered|draws?|links?|connects?|warns?|warned|stresses?|finds?|found|translates?|renders?|lingers?|asks?|asked|answers?|compares?|contrasts?|applies|applied|urges?|urged|gathers?|dwells?|catches|caught|refuses?|prefers?|goes on|turns?|spends?|makes? much|is sure|was sure|admits?|doubts?|denies|agrees?|disagrees?|follows?|puts? it|likens?|argued|press(?:es|ed)?|stress(?:ed)?|traces?|traced|say|tie[sd]?|divides?|divided|admires?|admired)\b/i;
/** Words that, beside a commentator's name, show the piece qualifying or disputing what he says. */
const QUALIFIES =
  /\b(?:but|yet|though|although|however|perhaps|too far|too much|overstat\w*|overread\w*|press(?:es)? (?:it|the)|less sure|not sure|not convinced|unconvinced|disagree\w*|doubt\w*|goes beyond|further than|strain\w*|mistaken|wrong|rather than|part company|parts company|unlike|cannot follow|more than the text|the text itself)\b/i;

/** The surnames a commentator is named by in prose ("Jamieson, Fausset and Brown" → Jamieson, Fausset). */
function surnamesOf(author: string): string[] {
  return author
    .split(/,| and /)
    .map((part) => part.trim().split(/\s+/).at(-1)!)
    .filter((name) => name.length > 2 && name !== 'Brown');
}

const COMMENTATOR_NAMES = [...new Set(COMMENTARIES.flatMap((commentary) => surnamesOf(commentary.author)))];
// "Charles Wesley" is the hymn writer, not the commentator John Wesley.
const namePattern = (name: string) => `${name === 'Wesley' ? '(?<!Charles )' : ''}\\b${name}(?:'s|’s)?\\b`;
const NAMES_A_COMMENTATOR = new RegExp(COMMENTATOR_NAMES.map(namePattern).join('|'));

function namesOneOf(names: string[], sentence: string): boolean {
  return names.some((name) => new RegExp(namePattern(name)).test(sentence));
}

/** The cited commentators the piece never engages: named, in its own words, saying what he argues. */
export function unengagedCommentators(piece: Piece): string[] {
  const said = sentences(`${piece.content}\n${piece.studyText}`);
  return [...new Set(piece.citedAuthors)].filter(
    (author) => !said.some((sentence) => namesOneOf(surnamesOf(author), sentence) && ARGUMENT_VERBS.test(sentence)),
  );
}

/** True when the body itself names a commentator. */
function bodyNamesACommentator(piece: Piece): boolean {
  return NAMES_A_COMMENTATOR.test(piece.content);
}

/** True when a sentence of the body that names a commentator (or the sentence after it) qualifies or disputes him. */
export function bodyQualifiesACommentator(piece: Piece): boolean {
  const list = sentences(piece.content);
  return list.some((sentence, index) => NAMES_A_COMMENTATOR.test(sentence) && QUALIFIES.test(`${sentence} ${list[index + 1] ?? ''}`));
}

/** A litany: four or more lines, or one response said three times or more. */
export function isLitany(prayer: string): boolean {
  const lines = prayer.split('\n').filter((line) => line.trim());
  if (lines.length >= 4) return true;
  const said = new Map<string, number>();
  for (const sentence of sentences(prayer)) {
    const key = sentence
      .toLowerCase()
      .replace(/[^\p{L}\s]/gu, '')
      .trim();
    said.set(key, (said.get(key) ?? 0) + 1);
  }
  return [...said.values()].some((count) => count >= 3);
}

const TASK_VERBS = new Set(
  'write list think take find pray read sit go name choose ask tell spend keep try give look make put say thank consider imagine picture call set bring open walk stop pick plan decide identify memorise memorize copy learn practise practice offer confess forgive visit text send phone leave do carry hold return begin start note notice light turn wait sing speak let fast cook buy stand kneel'.split(
    ' ',
  ),
);
/** A leading clause before an instruction: "Before you eat at noon, say…", "This week, write…". */
const LEADING_CLAUSE =
  /^(?:before|when|whenever|if|as|after|today|tonight|tomorrow|this (?:week|evening|afternoon)|once|sometime|at some point|next time|at (?:noon|night|lunch|bedtime))\b[^,]{0,100},\s*/i;

/** True when the reflection sets the reader a task: a sentence that opens with an instruction. */
export function setsATask(reflection: string): boolean {
  return sentences(reflection).some((sentence) => {
    const opening = sentence.replace(/^["“‘(]/, '').replace(LEADING_CLAUSE, '');
    const first = /^[A-Za-z]+/.exec(opening)?.[0]?.toLowerCase();
    return first !== undefined && TASK_VERBS.has(first);
  });
}

const ASKS_FOR_ONE =
  /\b(?:one|a single)\s+(?:\w+\s+)?(?:thing|things|person|people|name|names|way|word|step|act|moment|place|habit|area|relationship|conversation|situation|sin|gift|worry|fear|promise|phrase|line|question|prayer|neighbou?r|friend)\b/i;
const DOES_NOT_SAY = /\bdoes(?: not|n't|n’t) say\b/i;

function share(pieces: Piece[], test: (piece: Piece) => boolean): number {
  return pieces.length === 0 ? 0 : pieces.filter(test).length / pieces.length;
}

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** The most crowded band of `width` words, and the pieces in it. */
function fullestBand(pieces: Piece[], words: (piece: Piece) => number, width: number): { share: number; label: string; files: string[] } {
  const bands = new Map<number, string[]>();
  for (const piece of pieces) {
    const band = Math.floor(words(piece) / width);
    bands.set(band, [...(bands.get(band) ?? []), piece.file]);
  }
  const [band, files] = [...bands].sort((a, b) => b[1].length - a[1].length)[0] ?? [0, []];
  return { share: pieces.length === 0 ? 0 : files.length / pieces.length, label: `${band * width}–${band * width + width - 1}`, files };
}

function bandFigure(what: string, band: ReturnType<typeof fullestBand>, width: number, atMost: number): Figure {
  return {
    measure: `the fullest ${width}-word band of ${what} length (${band.label} words)`,
    value: `${percent(band.share)} (${band.files.length})`,
    limit: `≤ ${percent(atMost)}`,
    ok: band.share <= atMost,
    examples: band.files,
  };
}

/** One measured proportion of a run, its limit, and the pieces that count against it. */
export interface Figure {
  measure: string;
  value: string;
  limit: string;
  ok: boolean;
  /** Files to look at first when the limit is missed. */
  examples: string[];
}

function proportion(
  measure: string,
  pieces: Piece[],
  test: (piece: Piece) => boolean,
  limit: { atMost?: number; atLeast?: number },
  of = pieces,
): Figure {
  const matching = of.filter(test);
  const value = of.length === 0 ? 0 : matching.length / of.length;
  // Nothing to measure (no body names a commentator, say) misses no limit.
  const ok =
    of.length === 0 || ((limit.atMost === undefined || value <= limit.atMost) && (limit.atLeast === undefined || value >= limit.atLeast));
  const bounds = [
    limit.atLeast !== undefined ? `≥ ${percent(limit.atLeast)}` : '',
    limit.atMost !== undefined ? `≤ ${percent(limit.atMost)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  // Missing a ceiling: the pieces that count are the ones to change; missing a floor, the others.
  const examples = (limit.atMost !== undefined && value > limit.atMost ? matching : of.filter((piece) => !test(piece))).map(
    (piece) => piece.file,
  );
  return { measure, value: `${percent(value)} (${matching.length} of ${of.length})`, limit: bounds, ok, examples };
}

function count(measure: string, pieces: Piece[], test: (piece: Piece) => boolean, atMost: number): Figure {
  const matching = pieces.filter(test);
  return {
    measure,
    value: String(matching.length),
    limit: `≤ ${atMost}`,
    ok: matching.length <= atMost,
    examples: matching.map((piece) => piece.file),
  };
}

/**
 * The proportions a run of pieces must keep (issue 29's table, the writers' guide explains each).
 * `scale` shrinks the counted limits for a run shorter than the programme.
 */
export function programmeFigures(pieces: Piece[], { languages = true, scale = 1 } = {}): Figure[] {
  const n = pieces.length;
  const namingBodies = pieces.filter(bodyNamesACommentator);
  const openings = new Map<string, string[]>();
  for (const piece of pieces) {
    const opening = piece.prayer
      .split(/\s+/)
      .slice(0, 2)
      .join(' ')
      .toLowerCase()
      .replace(/[^\p{L}\s]/gu, '');
    openings.set(opening, [...(openings.get(opening) ?? []), piece.file]);
  }
  const [commonOpening, openingFiles] = [...openings].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  const distinctStrongs = new Set(pieces.map((piece) => piece.strongs)).size;
  const greek = share(pieces, (piece) => piece.strongs.startsWith('G'));

  const figures: Figure[] = [
    bandFigure(
      'body',
      fullestBand(pieces, (piece) => countWords(piece.content), 50),
      50,
      0.2,
    ),
    proportion(`bodies under ${LENGTH.short} words`, pieces, (piece) => countWords(piece.content) < LENGTH.short, {
      atLeast: LENGTH.shortShare,
    }),
    proportion(`bodies over ${LENGTH.long} words`, pieces, (piece) => countWords(piece.content) > LENGTH.long, {
      atLeast: LENGTH.longShare,
    }),
    bandFigure(
      'prayer',
      fullestBand(pieces, (piece) => countWords(piece.prayer), 20),
      20,
      0.35,
    ),
    proportion('prayers under 35 words', pieces, (piece) => countWords(piece.prayer) < 35, { atLeast: 0.1 }),
    proportion(
      'prayers over 120 words, or set out as a litany',
      pieces,
      (piece) => countWords(piece.prayer) > 120 || isLitany(piece.prayer),
      {
        atLeast: 0.05,
      },
    ),
    proportion('prayers with "we pray for"', pieces, (piece) => WE_PRAY_FOR.test(piece.prayer), { atMost: 0.1 }),
    proportion('prayers in the first person plural', pieces, (piece) => PRAYS_AS_WE.test(piece.prayer), { atLeast: 0.25, atMost: 0.5 }),
    proportion('prayers for other people', pieces, (piece) => PRAYS_FOR_OTHERS.test(piece.prayer), { atLeast: 0.1 }),
    {
      measure: `prayers sharing their most common opening ("${commonOpening}")`,
      value: `${percent(n === 0 ? 0 : openingFiles.length / n)} (${openingFiles.length} of ${n})`,
      limit: '≤ 12%',
      ok: n === 0 || openingFiles.length / n <= 0.12,
      examples: openingFiles,
    },
    proportion('bodies naming a commentator', pieces, bodyNamesACommentator, { atMost: 0.55 }),
    proportion('of those, qualifying or disagreeing with him', pieces, bodyQualifiesACommentator, { atLeast: 0.15 }, namingBodies),
    proportion('pieces engaging every commentator they cite', pieces, (piece) => unengagedCommentators(piece).length === 0, { atLeast: 1 }),
    proportion('reflections setting a task', pieces, (piece) => setsATask(piece.reflection), { atMost: 0.5 }),
    proportion('reflections asking for "one thing / one person"', pieces, (piece) => ASKS_FOR_ONE.test(piece.reflection), { atMost: 0.05 }),
    proportion('reflections ending in a question', pieces, (piece) => /\?["”’)]?\s*$/.test(piece.reflection), { atMost: 0.7 }),
    count('pieces saying "does not say"', pieces, (piece) => DOES_NOT_SAY.test(allTextOf(piece)), Math.max(1, Math.round(20 * scale))),
    count(
      'pieces counting the words of a phrase ("five words…")',
      pieces,
      (piece) => wordCountClaims(allTextOf(piece)).length > 0,
      Math.max(1, Math.round(15 * scale)),
    ),
    {
      measure: "distinct Strong's numbers",
      value: `${percent(n === 0 ? 1 : distinctStrongs / n)} (${distinctStrongs} of ${n})`,
      limit: '≥ 90%',
      ok: n === 0 || distinctStrongs / n >= 0.9,
      examples: [],
    },
  ];
  if (languages) {
    figures.push({
      measure: 'word studies in Greek (the rest Hebrew)',
      value: percent(greek),
      limit: '25%–75%',
      ok: greek >= 0.25 && greek <= 0.75,
      examples: [],
    });
  }
  return figures;
}

/** The programme's size, to scale the counted limits ("does not say" in at most 20 pieces) to a shorter run. */
const PROGRAMME_DEVOTIONS = 546;

/** The proportions a run of pieces must keep; `where` names the run in each message. */
export function checkVariety(pieces: Piece[], where: string, options: { languages: boolean }): ContentProblem[] {
  return programmeFigures(pieces, { languages: options.languages, scale: pieces.length / PROGRAMME_DEVOTIONS })
    .filter((figure) => !figure.ok)
    .map((figure) => ({
      file: where,
      field: 'variety',
      message: `${figure.measure}: ${figure.value}; the limit is ${figure.limit}${figure.examples.length > 0 ? ` (for example ${figure.examples.slice(0, 6).join(', ')})` : ''}`,
    }));
}

/** The figures as a table for the terminal. */
export function formatFigures(title: string, figures: Figure[]): string {
  const width = Math.max(...figures.map((figure) => figure.measure.length));
  return [
    `${title}:`,
    ...figures.map((figure) => `  ${figure.ok ? ' ' : '✗'} ${figure.measure.padEnd(width)}  ${figure.value.padEnd(16)} ${figure.limit}`),
  ].join('\n');
}

/** Every rule: each piece on its own, the programme's devotions, and the James study as a run of its own. */
export function checkWritingRules(pieces: Piece[]): ContentProblem[] {
  const problems = pieces.flatMap(checkPiece);
  const devotions = pieces.filter((piece) => piece.date !== null);
  const james = pieces.filter((piece) => piece.date === null);
  if (devotions.length >= RUN_MINIMUM) problems.push(...checkVariety(devotions, 'the programme', { languages: true }));
  if (james.length >= RUN_MINIMUM) problems.push(...checkVariety(james, 'the James study', { languages: false }));
  return problems;
}
