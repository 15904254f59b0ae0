import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        // API tests each work in their own schema (real PostgreSQL) or their own embedded database.
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/component-setup.ts'],
        },
      },
    ],
  },
});
