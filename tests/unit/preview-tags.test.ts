import { describe, expect, it } from 'vitest';
import { previewImageAlt, renderIndexHtml } from '../../server/http/html.ts';
import type { ShareInfo } from '../../src/shared/schemas/devotion.ts';

const TEMPLATE = '<!doctype html><html><head><title>LUMEN</title><meta name="description" content="Default" /></head><body></body></html>';

const share: ShareInfo = {
  title: 'Bread & "Wine" <Together>',
  description: 'First paragraph of the day.',
  url: 'https://lumen.example/share/2025-01-05',
  image: 'https://lumen.example/api/share/2025-01-05/image.png',
  scholar: 'Matthew Henry',
  theme: 'New Beginnings',
};

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`))?.[1];
}

describe('renderIndexHtml link-preview image tags', () => {
  // Rendered inside each test, not when the file loads, so that mutation testing can tell
  // which test checks which tag.
  const page = () => renderIndexHtml(TEMPLATE, { share, date: '2025-01-05' });

  it('names the PNG card with its type and size', () => {
    const html = page();
    expect(metaContent(html, 'property', 'og:image')).toBe('https://lumen.example/api/share/2025-01-05/image.png');
    expect(metaContent(html, 'name', 'twitter:image')).toBe('https://lumen.example/api/share/2025-01-05/image.png');
    expect(metaContent(html, 'property', 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
  });

  it('describes what the image shows, escaped', () => {
    const html = page();
    const alt = previewImageAlt(share);
    expect(alt).toContain('Bread & "Wine" <Together>');
    expect(alt).toContain('LUMEN Daily Bible Devotional');
    expect(alt).toContain('verse reference');
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(alt.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`));
    expect(metaContent(html, 'name', 'twitter:image:alt')).toBe(metaContent(html, 'property', 'og:image:alt'));
    expect(html).not.toContain('<Together>');
  });

  it('gives the title, the one description, the canonical link and every Open Graph and Twitter tag', () => {
    const html = page();
    // The title names the devotion and its date (issue 28).
    expect(html).toContain('<title>Bread &#38; &#34;Wine&#34; &#60;Together&#62; · Sunday, January 5, 2025 · LUMEN</title>');
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain('<link rel="canonical" href="https://lumen.example/share/2025-01-05" />');
    const title = 'Bread &#38; &#34;Wine&#34; &#60;Together&#62;';
    const expected: [attribute: 'property' | 'name', key: string, content: string][] = [
      ['name', 'description', share.description],
      ['property', 'og:type', 'article'],
      ['property', 'og:site_name', 'LUMEN'],
      ['property', 'og:title', title],
      ['property', 'og:description', share.description],
      ['property', 'og:url', share.url],
      ['property', 'article:author', 'Matthew Henry'],
      ['property', 'article:published_time', '2025-01-05'],
      ['property', 'article:section', 'New Beginnings'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', share.description],
    ];
    for (const [attribute, key, content] of expected) expect(metaContent(html, attribute, key), key).toBe(content);
  });

  it('replaces the template’s description even when its attributes run over several lines, so a page has one', () => {
    const template = TEMPLATE.replace(
      '<meta name="description" content="Default" />',
      '<meta\n      name="description"\n      content="Default"\n    />',
    );
    const html = renderIndexHtml(template, { share, date: '2025-01-05' });
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('content="Default"');
  });

  it('marks a fallback page noindex', () => {
    expect(renderIndexHtml(TEMPLATE, { share, date: '2025-01-05', noindex: true })).toContain('<meta name="robots" content="noindex" />');
  });

  it('leaves out the section of a devotion with no weekly theme', () => {
    const withoutTheme = renderIndexHtml(TEMPLATE, { share: { ...share, theme: null }, date: '2025-01-05' });
    expect(withoutTheme).not.toContain('article:section');
  });

  it('leaves pages without a devotion untouched', () => {
    expect(renderIndexHtml(TEMPLATE, null)).toBe(TEMPLATE);
  });
});
