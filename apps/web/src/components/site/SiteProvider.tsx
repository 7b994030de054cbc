'use client';
// The brand variant and host configuration, handed down from the server so client components can
// show the right name, logos, menus and contacts without a request of their own.
import type { Brand, HostConfig } from '@verso/brands';
import { createContext, type ReactNode, useContext } from 'react';

export interface Site {
  brand: Brand;
  host: HostConfig;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it (the locale layout renders one).');
  return site;
}
