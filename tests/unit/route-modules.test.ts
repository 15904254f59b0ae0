// The lazily loaded chunks a page lists for preloading (server/http/route-modules.ts): which
// screens need which, read from a build manifest with what each chunk imports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRouteModules, firstPageModules, lazyModulesFor, withAppModules } from '../../server/http/route-modules.ts';
import { matchClientRoute } from '../../src/shared/client-routes.ts';

const route = (path: string) => matchClientRoute(path)!;

describe('lazyModulesFor', () => {
  it('names the James study and About screens, and the tabs of a tabbed date', () => {
    expect(lazyModulesFor(route('/james-study/4'), '2026-11-24')).toEqual(['src/app/routes/james-study-route.tsx']);
    expect(lazyModulesFor(route('/james-study'), '2026-11-24')).toEqual(['src/app/routes/james-study-route.tsx']);
    expect(lazyModulesFor(route('/about'), '2026-11-24')).toEqual(['src/app/routes/about-route.tsx']);
    expect(lazyModulesFor(route('/library'), '2026-11-24')).toEqual(['src/app/routes/library-route.tsx']);
    const tabs = ['src/features/devotion/components/tabbed-sections.tsx'];
    expect(lazyModulesFor(route('/2025-09-10'), '2026-11-24')).toEqual(tabs);
    expect(lazyModulesFor(route('/share/2026-06-30'), '2026-11-24')).toEqual(tabs);
  });

  it('names nothing for a day whose layout is on the first page, today included', () => {
    expect(lazyModulesFor(route('/2025-01-05'), '2026-11-24')).toEqual([]);
    expect(lazyModulesFor(route('/2025-07-23'), '2026-11-24')).toEqual([]);
    expect(lazyModulesFor(route('/2026-07-01'), '2026-11-24')).toEqual([]);
    expect(lazyModulesFor(route('/'), '2026-11-24')).toEqual([]);
    // `/` is today's devotion: a tabbed day when today is one.
    expect(lazyModulesFor(route('/'), '2026-02-11')).toEqual(['src/features/devotion/components/tabbed-sections.tsx']);
  });
});

describe('createRouteModules', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'lumen-manifest-'));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const template = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-dom-B.js">',
    '</head>',
  ].join('\n');

  it('lists a chunk, then what it imports (once each), leaving out what the page lists already', () => {
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    writeFileSync(
      join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-A.js', imports: ['_react-dom-B.js'] },
        '_react-dom-B.js': { file: 'assets/react-dom-B.js' },
        'src/app/routes/james-study-route.tsx': {
          file: 'assets/james-study-route-C.js',
          imports: ['_react-dom-B.js', 'index.html', '_tabs-D.js', '_check-E.js'],
        },
        '_tabs-D.js': { file: 'assets/tabs-D.js', imports: ['_radix-F.js'] },
        '_check-E.js': { file: 'assets/check-E.js', imports: ['_radix-F.js'] },
        '_radix-F.js': { file: 'assets/radix-F.js', imports: ['_tabs-D.js'] },
      }),
    );
    const modulesFor = createRouteModules(clientDir, template);
    expect(modulesFor(['src/app/routes/james-study-route.tsx'])).toEqual([
      '/assets/james-study-route-C.js',
      '/assets/tabs-D.js',
      '/assets/radix-F.js',
      '/assets/check-E.js',
    ]);
    expect(modulesFor([])).toEqual([]);
    expect(modulesFor(['src/not/in/the/build.tsx'])).toEqual([]);
  });

  it('lists nothing for a build without a manifest', () => {
    expect(createRouteModules(join(clientDir, 'elsewhere'), template)(['src/app/routes/james-study-route.tsx'])).toEqual([]);
  });
});

describe('firstPageModules and withAppModules', () => {
  const built =
    '<head>\n    <link rel="icon">\n    <script type="module" crossorigin src="/assets/index-A.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/b.js">\n    <link rel="stylesheet" crossorigin href="/assets/style.css">\n</head>';

  it('takes the build’s module links out of the page and lists them, entry first', () => {
    const { page, urls } = firstPageModules(built);
    expect(urls).toEqual(['/assets/index-A.js', '/assets/b.js']);
    expect(page).toBe('<head>\n    <link rel="icon">\n    <link rel="stylesheet" crossorigin href="/assets/style.css">\n</head>');
  });

  it('lists the modules in <head> as inert JSON for the head script, in order', () => {
    expect(withAppModules('<head>\n  </head>', ['/assets/index-A.js', '/assets/c.js'])).toBe(
      '<head>\n    <script type="application/json" id="lumen-app-modules">["/assets/index-A.js","/assets/c.js"]</script>\n  </head>',
    );
  });

  it('leaves a page without module links alone', () => {
    expect(firstPageModules('<head></head>')).toEqual({ page: '<head></head>', urls: [] });
    expect(withAppModules('<head></head>', [])).toBe('<head></head>');
  });
});
