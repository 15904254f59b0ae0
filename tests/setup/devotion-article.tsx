// A devotion's article as the route renders it (its title and the real body component), for
// component tests of features that attach to the devotion's text, such as highlights.
import type { ReactNode } from 'react';
import { DevotionBody } from '../../src/features/devotion/components/devotion-body.tsx';

/** The selector the route gives those features for the article. */
export const DEVOTION_ARTICLE = 'article[aria-labelledby="devotion-title"]';

/** The article with `content` as its body, and `children` (the feature under test) after it. */
export function DevotionArticle({ content, children }: { content: string; children?: ReactNode }) {
  return (
    <>
      <article aria-labelledby="devotion-title">
        <h1 id="devotion-title">Received, not earned</h1>
        <DevotionBody content={content} />
      </article>
      {children}
    </>
  );
}
