import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    VitePWA({
      // A plain script tag (not inline) so the CSP can forbid inline scripts.
      injectRegister: 'script',
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
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/trpc\//],
        runtimeCaching: [
          {
            // Recently read and prefetched devotions stay readable offline. Only responses the
            // server marks public (server/http/cache.ts) are kept: nothing about a user.
            urlPattern: ({ url }) => url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'lumen-content',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [200], headers: { 'x-lumen-cache': 'public' } },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: { '/trpc': API_TARGET, '/api': API_TARGET },
  },
  // No source maps in the build: nothing of the source is published with the app.
  build: { outDir: 'dist', sourcemap: false },
});
