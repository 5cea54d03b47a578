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
