import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { headBootScript } from './src/lib/head-boot.ts';
import { CONTENT_CACHE, PAGES_CACHE } from './src/lib/offline-days.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** The first page's libraries, each in a chunk of its own (compiled eagerly, below). */
const FIRST_PAGE_LIBRARIES = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: 'data', test: /node_modules[\\/](@tanstack|@trpc|superjson|copy-anything|react-router)[\\/]/ },
] as const;

/**
 * The first page's libraries are all called while the page hydrates: V8 then compiles each
 * function the first time it runs, on the main thread, one long task at a time. This comment
 * (Chromium's explicit compile hints) asks for them to be compiled with the script instead,
 * off the main thread where the browser streams it.
 */
function eagerCompileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'lumen-eager-compile-hints',
    apply: 'build',
    // After minification, which would drop the comment.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && chunkNames.includes(output.name)) output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
      }
    },
  };
}

/**
 * The page's one inline script (src/lib/head-boot.ts), right after the viewport tag and before
 * the stylesheet: it puts the reader's theme and text size on <html> before the first paint,
 * keeps the taps and keys that arrive before the app listens, and requests the app's modules
 * once the first frame is painted. The built page links its modules as Vite links them (the
 * offline shell uses it so); the server lists them instead for the head script (decision 037).
 * The CSP allows exactly this script text by its hash (server/http/security-headers.ts).
 */
function headBoot(): Plugin {
  return {
    name: 'lumen-head-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    <script>${headBootScript()}</script>`),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Also in the server build: its class names are the client build's (both production mode).
    vanillaExtractPlugin(),
    ...(isSsrBuild
      ? []
      : [
          headBoot(),
          eagerCompileHints(FIRST_PAGE_LIBRARIES.map((group) => group.name)),
          VitePWA({
            // Registered by the app once the page has settled (src/lib/service-worker.ts), so its
            // first install does not compete with the first page.
            injectRegister: false,
            registerType: 'autoUpdate',
            includeAssets: ['favicon.svg', 'icons/*.png', 'images/hero/*.svg'],
            manifest: {
              name: 'LUMEN — Daily Bible Devotional',
              short_name: 'LUMEN',
              description: 'A daily Bible devotional: one devotion for every day, a 30-day study of James, and Strong’s Concordance.',
              theme_color: '#1f3a5f',
              background_color: '#faf7f0',
              display: 'standalone',
              start_url: '/',
              icons: [
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
                { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
            },
            workbox: {
              sourcemap: false,
              // A first visit is taken over once the worker is installed, so the day being read and
              // the coming week are kept then, not only from the next visit. A new version still
              // waits for the old one's pages to close (no skipWaiting): a page never loses the
              // chunks it was built with.
              clientsClaim: true,
              globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
              // The server's own HTML (server-rendered, issue 15) answers navigations while online,
              // and is kept: a page read once opens offline with its devotion, which came inside
              // it (not through /trpc). A page never read falls back to the precached shell.
              navigateFallback: null,
              // Workbox would otherwise answer `/` with the precached `/index.html` (its directory
              // index), so a returning reader's home page came as the empty shell, drawn in the
              // browser after a fetch and shifting its footer (CLS 0.14): `/` goes to the
              // network like every other page.
              directoryIndex: null,
              runtimeCaching: [
                {
                  urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|trpc)\//.test(url.pathname),
                  handler: 'NetworkFirst',
                  options: {
                    // Public pages only: the HTML never holds anything about a user.
                    cacheName: PAGES_CACHE,
                    networkTimeoutSeconds: 4,
                    expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 30 },
                    cacheableResponse: { statuses: [200] },
                    precacheFallback: { fallbackURL: '/index.html' },
                  },
                },
                {
                  // Recently read and prefetched devotions stay readable offline. Only responses the
                  // server marks public (server/http/cache.ts) are kept: nothing about a user.
                  urlPattern: ({ url }) => url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/api/'),
                  handler: 'NetworkFirst',
                  method: 'GET',
                  options: {
                    cacheName: CONTENT_CACHE,
                    networkTimeoutSeconds: 4,
                    expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
                    cacheableResponse: { statuses: [200], headers: { 'x-lumen-cache': 'public' } },
                  },
                },
              ],
            },
          }),
        ]),
  ],
  resolve: isSsrBuild
    ? {}
    : {
        // react-router's package exports name only its development build (remix-run/react-router
        // #12532, meant to be temporary), so the browser got its warnings and checks; the
        // production build beside it is the same API without them.
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
          },
          // Radix's scroll lock adds its rules as an inline <style>, which the CSP refuses; this
          // adds the same rules as a constructed stylesheet (the module says why).
          { find: /^react-style-singleton$/, replacement: fileURLToPath(new URL('./src/lib/csp-style-singleton.ts', import.meta.url)) },
        ],
      },
  server: {
    proxy: { '/trpc': API_TARGET, '/api': API_TARGET, '/feed.xml': API_TARGET, '/calendar.ics': API_TARGET },
  },
  // No source maps in the build: nothing of the source is published with the app.
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: the server's render, next to the client it renders.
      { outDir: 'dist/server', sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: false,
        // dist/.vite/manifest.json: the server lists a route's lazily loaded chunks in its page
        // (server/http/route-modules.ts); it is never served (tests/api/client-files.test.ts).
        manifest: true,
        // One stylesheet for the whole app (about 10 KB gzip): a server-rendered page may show
        // lazily loaded parts (the James study, the tabbed layout), and their styles must be
        // there before the first paint, not when their JavaScript arrives.
        cssCodeSplit: false,
        // Every browser the app supports knows modulepreload: the polyfill would only add weight
        // to the first page's JavaScript budget (tests/e2e/budget.spec.ts).
        modulePreload: { polyfill: false },
        rollupOptions: {
          // src/shared is pure code both sides import (STYLE "A layout"): what the client does
          // not use of it is left out, tables built at module load included (the church-year
          // index is the server's, and costs a phone a long task).
          treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/shared/') },
          output: {
            codeSplitting: { groups: [...FIRST_PAGE_LIBRARIES] },
          },
        },
      },
}));
