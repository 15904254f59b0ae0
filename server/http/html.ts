// The page's HTML: the client's built index.html with a devotion's preview tags filled in on
// devotion routes so that link previews work without JavaScript (DECISIONS "Sharing and the
// web"), and, when the server renders the page (server/http/ssr.ts), the app's own HTML and
// the state it was drawn from.
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../src/shared/constants.ts';
import { devotionPageTitle } from '../../src/shared/page-titles.ts';
import type { ShareInfo } from '../../src/shared/schemas/devotion.ts';
import { PREVIEW_CONTENT_TYPE, PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../services/preview-image.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface PreviewTags {
  share: ShareInfo;
  date: string;
  /** The address named no date that can be shown (an impossible or out-of-range one): the page is not indexed, and its canonical link names the date shown. */
  noindex?: boolean;
}

/** What the link-preview PNG (server/services/preview-image.ts) shows, for og:image:alt. */
export function previewImageAlt(share: Pick<ShareInfo, 'title'>): string {
  return `"${share.title}": the ${PRODUCT_NAME} ${PRODUCT_TAGLINE} card for the day, with the devotion's title, its Bible verse reference and an illustration`;
}

export function renderIndexHtml(template: string, preview: PreviewTags | null): string {
  if (!preview) return template;
  const { share, date } = preview;
  const title = devotionPageTitle(share.title, date);
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
    ...(preview.noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  // Function replacements: the text is the content's, and `$&` in it must stay as written.
  return (
    withTitle(template, title)
      // The template's own description, however its attributes are laid out (the built index.html spreads them over lines).
      .replace(/<meta\s+name="description"[^>]*>\s*/, () => '')
      .replace('</head>', () => `    ${head}\n  </head>`)
  );
}

/** The page's <title>, escaped. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The server-rendered app inside #root, and its state (an inert JSON script) right after it. */
export function withRenderedApp(html: string, appHtml: string, stateScript: string): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`The page template has no ${ROOT_ELEMENT}`);
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${appHtml}</div>\n    ${stateScript}`);
}
