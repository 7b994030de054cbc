'use client';
// The header's menus for this variant and the signed-in user (the Admin entry), for the client islands
// that draw them: the desktop menus and the mobile panel.
import { useSession } from 'next-auth/react';
import { useSite } from '@/components/site/SiteProvider';
import { type HeaderMenu, headerMenus } from './header-menus';

export function useHeaderMenus(): HeaderMenu[] {
  const { brand, host } = useSite();
  const { data: session } = useSession();
  return headerMenus(brand, host, session?.user ?? null);
}
