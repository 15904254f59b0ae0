// The public-domain commentaries a devotion may cite, and the books each one covers
// (DECISIONS "Citations name real public-domain works … at the passage they cover").
const OLD_TESTAMENT = [
  'Genesis',
  'Exodus',
  'Leviticus',
  'Numbers',
  'Deuteronomy',
  'Joshua',
  'Judges',
  'Ruth',
  '1 Samuel',
  '2 Samuel',
  '1 Kings',
  '2 Kings',
  '1 Chronicles',
  '2 Chronicles',
  'Ezra',
  'Nehemiah',
  'Esther',
  'Job',
  'Psalms',
  'Proverbs',
  'Ecclesiastes',
  "Solomon's Song",
  'Isaiah',
  'Jeremiah',
  'Lamentations',
  'Ezekiel',
  'Daniel',
  'Hosea',
  'Joel',
  'Amos',
  'Obadiah',
  'Jonah',
  'Micah',
  'Nahum',
  'Habakkuk',
  'Zephaniah',
  'Haggai',
  'Zechariah',
  'Malachi',
];
const NEW_TESTAMENT = [
  'Matthew',
  'Mark',
  'Luke',
  'John',
  'Acts',
  'Romans',
  '1 Corinthians',
  '2 Corinthians',
  'Galatians',
  'Ephesians',
  'Philippians',
  'Colossians',
  '1 Thessalonians',
  '2 Thessalonians',
  '1 Timothy',
  '2 Timothy',
  'Titus',
  'Philemon',
  'Hebrews',
  'James',
  '1 Peter',
  '2 Peter',
  '1 John',
  '2 John',
  '3 John',
  'Jude',
  'Revelation',
];
const WHOLE_BIBLE = [...OLD_TESTAMENT, ...NEW_TESTAMENT];
const PROPHETS_FROM_ISAIAH = OLD_TESTAMENT.slice(OLD_TESTAMENT.indexOf('Isaiah'));

export interface Commentary {
  author: string;
  work: string;
  covers: (book: string, chapter: number) => boolean;
}

const inBooks = (books: string[]) => (book: string) => books.includes(book);

export const COMMENTARIES: Commentary[] = [
  { author: 'Matthew Henry', work: 'Commentary on the Whole Bible', covers: inBooks(WHOLE_BIBLE) },
  { author: 'John Gill', work: 'Exposition of the Entire Bible', covers: inBooks(WHOLE_BIBLE) },
  { author: 'Adam Clarke', work: 'Commentary on the Bible', covers: inBooks(WHOLE_BIBLE) },
  { author: 'Jamieson, Fausset and Brown', work: 'Commentary Critical and Explanatory on the Whole Bible', covers: inBooks(WHOLE_BIBLE) },
  { author: 'Matthew Poole', work: 'Annotations upon the Holy Bible', covers: inBooks(WHOLE_BIBLE) },
  { author: 'Albert Barnes', work: 'Notes on the Bible', covers: inBooks([...NEW_TESTAMENT, 'Job', 'Psalms', 'Isaiah', 'Daniel']) },
  {
    author: 'John Calvin',
    work: 'Commentaries',
    covers: (book, chapter) =>
      (book === 'Ezekiel' && chapter <= 20) ||
      (book !== 'Ezekiel' && [...OLD_TESTAMENT.slice(0, 6), 'Psalms', ...PROPHETS_FROM_ISAIAH].includes(book)) ||
      (NEW_TESTAMENT.includes(book) && !['2 John', '3 John', 'Revelation'].includes(book)),
  },
  { author: 'John Wesley', work: 'Explanatory Notes upon the New Testament', covers: inBooks(NEW_TESTAMENT) },
  { author: 'John Wesley', work: 'Explanatory Notes upon the Old Testament', covers: inBooks(OLD_TESTAMENT) },
  { author: 'Charles H. Spurgeon', work: 'The Treasury of David', covers: inBooks(['Psalms']) },
  { author: 'J. C. Ryle', work: 'Expository Thoughts on the Gospels', covers: inBooks(['Matthew', 'Mark', 'Luke', 'John']) },
  { author: 'Thomas Manton', work: 'An Exposition of the Epistle of James', covers: inBooks(['James']) },
  { author: 'Martin Luther', work: 'Commentary on the Epistle to the Galatians', covers: inBooks(['Galatians']) },
  { author: 'Keil and Delitzsch', work: 'Biblical Commentary on the Old Testament', covers: inBooks(OLD_TESTAMENT) },
];

export function findCommentary(author: string, work: string): Commentary | undefined {
  return COMMENTARIES.find((entry) => entry.author === author && entry.work === work);
}
