'use client';
// antd's App for the parts of the site that use its message and modal hooks (App.useApp()): those pages
// wrap themselves in it, so antd's App is not loaded with every page. No element of its own: the site's
// text styles are set once for all pages by AppProviders. Toasts do not go through it: use useToast().
import { App } from 'antd';
import type { ReactNode } from 'react';

export function SiteApp({ children }: { children: ReactNode }) {
  return <App component={false}>{children}</App>;
}
