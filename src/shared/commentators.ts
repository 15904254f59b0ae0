// The classical public-domain commentators whose work the devotions cite (spec 1: the About
// page names them). The content checker's catalogue (db/import/commentaries.ts) may cite only
// these authors; a unit test keeps the two in step.
export interface Commentator {
  name: string;
  work: string;
}

export const COMMENTATORS: readonly Commentator[] = [
  { name: 'Matthew Henry', work: 'Commentary on the Whole Bible (1706–1714)' },
  { name: 'John Calvin', work: 'Commentaries on the books of the Bible (1540s–1560s)' },
  { name: 'Martin Luther', work: 'Commentary on the Epistle to the Galatians (1535)' },
  { name: 'Matthew Poole', work: 'Annotations upon the Holy Bible (1683–1685)' },
  { name: 'Thomas Manton', work: 'An Exposition of the Epistle of James (1651)' },
  { name: 'John Gill', work: 'Exposition of the Entire Bible (1746–1766)' },
  { name: 'John Wesley', work: 'Explanatory Notes upon the New and Old Testaments (1755–1766)' },
  { name: 'Adam Clarke', work: 'Commentary on the Bible (1810–1826)' },
  { name: 'Albert Barnes', work: 'Notes on the Bible (1832–1872)' },
  { name: 'J. C. Ryle', work: 'Expository Thoughts on the Gospels (1856–1873)' },
  { name: 'Keil and Delitzsch', work: 'Biblical Commentary on the Old Testament (1861–1875)' },
  { name: 'Charles H. Spurgeon', work: 'The Treasury of David (1869–1885)' },
  { name: 'Jamieson, Fausset and Brown', work: 'Commentary Critical and Explanatory on the Whole Bible (1871)' },
];
