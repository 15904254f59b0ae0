import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The test kit's own tests (factories, mocks) are unit tests too.
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/factories/**/*.test.ts',
            'tests/mocks/**/*.test.ts',
            'tests/examples/unit/**/*.test.ts',
          ],
        },
      },
      {
        // API tests each work in their own schema (real PostgreSQL) or their own embedded database.
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/examples/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/examples/component/**/*.test.tsx'],
          setupFiles: ['tests/setup/component-setup.ts'],
          // A route test renders the whole app; on a loaded two-core machine that can pass 5 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
