// The lazily loaded modules a page needs as it hydrates, preloaded in its HTML after the first
// page's own (<link rel="modulepreload">); the app loads them before it hydrates (src/app/start.tsx).
// Without them the James study and a tabbed devotion loaded their screen's chunk only once the
// app had started and reached it, one more round trip before those parts answered a tap.
// The chunk files come from Vite's build manifest (dist/.vite/manifest.json, by source path).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { studyLayoutFor } from '../../src/shared/study-layout.ts';
import { devotionDateForRoute, type ClientRoute } from '../../src/shared/client-routes.ts';
import type { IsoDate } from '../../src/shared/dates.ts';

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

/** The page with `urls` preloaded after its own modules (fetched with them, run by the app). */
export function withRouteModules(html: string, urls: string[]): string {
  if (urls.length === 0) return html;
  const links = [...html.matchAll(MODULE)];
  const last = links.at(-1);
  if (!last) return html;
  const at = last.index + last[0].length;
  const added = urls.map((url) => `\n    <link rel="modulepreload" crossorigin href="${url}">`).join('');
  return html.slice(0, at) + added + html.slice(at);
}
