// Locale-aware Link, router and pathname: they keep the current locale prefix on every navigation.
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
