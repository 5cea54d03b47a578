import type { ReactNode } from 'react';

/** app/[locale]'s layout renders <html>; this root exists only for app/not-found.tsx. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
