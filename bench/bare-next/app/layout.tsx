// The smallest App Router page Next 16 and React 19 can serve: the floor under the site's Lighthouse scores
// on this machine (bench/site-speed.ts measures it beside the site; nothing else uses it).
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
