// Shared: the devotion screen draws these blocks and read aloud speaks them.
// Spec 2 "Body content": paragraphs split on blank lines; the Literary Connection and
// Theological Bridge marker lines open styled blocks that hold the paragraphs after them.
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'literary'; work: string; author: string; paragraphs: string[] }
  | { kind: 'theological'; paragraphs: string[] };

const LITERARY = /^Literary Connection: From "([^"]+)" by (.+)$/;
const THEOLOGICAL = /^Theological Bridge$/;

export function splitContentBlocks(content: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const raw of content.split(/\n\s*\n/)) {
    const text = raw.replace(/\s*\n\s*/g, ' ').trim();
    if (!text) continue;
    const literary = LITERARY.exec(text);
    const current = blocks.at(-1);
    if (literary) blocks.push({ kind: 'literary', work: literary[1]!, author: literary[2]!, paragraphs: [] });
    else if (THEOLOGICAL.test(text)) blocks.push({ kind: 'theological', paragraphs: [] });
    else if (current && current.kind !== 'paragraph') current.paragraphs.push(text);
    else blocks.push({ kind: 'paragraph', text });
  }
  return blocks;
}
