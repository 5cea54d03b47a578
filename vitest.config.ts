import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./lib/test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['{lib,components,app,demo-upstream,deploy,messages,scripts}/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./lib/test/vitest-setup.ts'],
    restoreMocks: true,
    // next-intl imports `next/navigation` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
  },
});
