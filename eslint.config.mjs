import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // Leaving properties out of an object by destructuring its rest is the idiom for it.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    // The site's own code; the browser tests and the scripts are programs of their own beside it.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts', 'instrumentation.ts', 'next.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A file imports its own folder as './', anything else as '@/'. Files Node loads
              // without the bundler (the cache handler and what it imports, what the scripts
              // load) cannot read '@/': they import relatively, naming the '.ts' file.
              regex: '^\\.\\./(?!.*\\.ts$)',
              message: "Import another folder as '@/…' (or, in a file Node loads directly, by its '.ts' path).",
            },
            {
              group: ['next/dist/*'],
              message:
                "Next's internals change without notice: use lib/cache/next-cache.ts, the one adapter for them, whose test fails when an upgrade moves them.",
            },
          ],
        },
      ],
    },
  },
  {
    // The adapter; the not-found page, as Next gives no public way to tell a notFound() from
    // another error (vercel/next.js#62228); the cache's tests, which build Next's cache as Next does.
    files: ['lib/cache/next-cache.ts', 'components/not-found/not-found-page.tsx', 'lib/cache/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-e2e/**',
    '.next-e2e-*/**',
    'scripts/bench-reference/.next/**',
    '.next-bench/**',
    '.next-bench-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    // Built from app/sw.ts by `serwist build`.
    'public/sw.js',
    'test-results/**',
    'test-results-*/**',
    'playwright-report/**',
  ]),
]);
