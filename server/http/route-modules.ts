// The app's modules a page lists for the head script to request after the first paint
// (decision 037): the first page's own, as the build links them, then the lazily loaded modules
// the page's screen needs as it hydrates; the app loads those before it hydrates
// (src/app/start.tsx). Without them the James study and a tabbed devotion loaded their screen's
// chunk only once the app had started and reached it, one more round trip before those parts
// answered a tap. The chunk files come from Vite's build manifest (dist/.vite/manifest.json, by
// source path).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { studyLayoutFor } from '../../src/shared/study-layout.ts';
import { devotionDateForRoute, type ClientRoute } from '../../src/shared/client-routes.ts';
import type { IsoDate } from '../../src/shared/dates.ts';
import { appModulesScript } from '../../src/shared/page-protocol.ts';

/** The source modules the client loads lazily for a route's first render (src/app/router.tsx, devotion-card.tsx). */
export function lazyModulesFor(route: ClientRoute, today: IsoDate): string[] {
  if (route.screen === 'james-study') return ['src/app/routes/james-study-route.tsx'];
  if (route.screen === 'about') return ['src/app/routes/about-route.tsx'];
  if (route.screen === 'library') return ['src/app/routes/library-route.tsx'];
  if (route.screen === 'memory') return ['src/app/routes/memory-route.tsx'];
  const date = devotionDateForRoute(route, today);
  return date && studyLayoutFor(date) === 'tabbed' ? ['src/features/devotion/components/tabbed-sections.tsx'] : [];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The page's own modules, as Vite links them: the entry and its module preloads. */
const MODULE = /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;

/**
 * For a built client: the URLs of the chunks `modules` need (each with what it imports,
 * statically), leaving out those the page lists already. Without a manifest (a build made
 * without one, or the API tests' stand-in), none.
 */
export function createRouteModules(clientDir: string, template: string): (modules: string[]) => string[] {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const listed = new Set([...template.matchAll(MODULE)].map((match) => match[1]));
  const memo = new Map<string, string[]>();
  return (modules) => {
    const key = modules.join(' ');
    let urls = memo.get(key);
    if (!urls) {
      const seen = new Set<string>();
      const visit = (name: string) => {
        const chunk = manifest[name];
        if (!chunk || seen.has(name)) return;
        seen.add(name);
        chunk.imports?.forEach(visit);
      };
      modules.forEach(visit);
      urls = [...seen].map((name) => `/${manifest[name]!.file}`).filter((url) => !listed.has(url));
      memo.set(key, urls);
    }
    return urls;
  };
}

/**
 * The built page without the tags that link its modules, and their URLs, entry first. A page
 * whose build links none (the API tests' stand-in) is kept as it is, with none.
 */
export function firstPageModules(template: string): { page: string; urls: string[] } {
  const urls = [...template.matchAll(MODULE)].map((match) => match[1]!);
  return { page: template.replace(new RegExp(`\\n?[ \\t]*(?:${MODULE.source})`, 'g'), ''), urls };
}

/** The page with its module list in <head>, for the head script (none when there are no modules). */
export function withAppModules(html: string, urls: readonly string[]): string {
  return urls.length === 0 ? html : html.replace('</head>', () => `  ${appModulesScript(urls)}\n  </head>`);
}
