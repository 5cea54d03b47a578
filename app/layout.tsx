import type { ReactNode } from 'react';

/**
 * Every page lives under app/[locale], whose layout renders <html>. This root only exists
 * so that app/not-found.tsx can answer requests that never reach a locale.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
