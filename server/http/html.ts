// The SPA's HTML, with a devotion's preview tags filled in on devotion routes so that link
// previews work without JavaScript (DECISIONS "Sharing and the web").
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../src/shared/constants.ts';
import type { ShareInfo } from '../../src/shared/schemas/devotion.ts';
import { PREVIEW_CONTENT_TYPE, PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../services/preview-image.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface PreviewTags {
  share: ShareInfo;
  date: string;
}

/** What the link-preview PNG (server/services/preview-image.ts) shows, for og:image:alt. */
export function previewImageAlt(share: Pick<ShareInfo, 'title'>): string {
  return `"${share.title}": the ${PRODUCT_NAME} ${PRODUCT_TAGLINE} card for the day, with the devotion's title, its Bible verse reference and an illustration`;
}

export function renderIndexHtml(template: string, preview: PreviewTags | null): string {
  if (!preview) return template;
  const { share, date } = preview;
  const title = `${share.title} · ${PRODUCT_NAME} ${PRODUCT_TAGLINE}`;
  const imageAlt = previewImageAlt(share);
  const tags: [string, string, string][] = [
    ['name', 'description', share.description],
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:title', share.title],
    ['property', 'og:description', share.description],
    ['property', 'og:url', share.url],
    ['property', 'og:image', share.image],
    ['property', 'og:image:type', PREVIEW_CONTENT_TYPE],
    ['property', 'og:image:width', String(PREVIEW_WIDTH)],
    ['property', 'og:image:height', String(PREVIEW_HEIGHT)],
    ['property', 'og:image:alt', imageAlt],
    ['property', 'article:author', share.scholar],
    ['property', 'article:published_time', date],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', share.title],
    ['name', 'twitter:description', share.description],
    ['name', 'twitter:image', share.image],
    ['name', 'twitter:image:alt', imageAlt],
  ];
  if (share.theme) tags.push(['property', 'article:section', share.theme]);
  const head = [
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
    `<link rel="canonical" href="${escapeHtml(share.url)}" />`,
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}
