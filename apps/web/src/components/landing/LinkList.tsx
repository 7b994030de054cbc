// A row of pill-shaped links to sibling pages (other formats, other regions).
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './Landing.module.css';

export interface PillLink {
  href: string;
  label: string;
  icon?: ReactNode;
}

// Not prefetched: a list of 16–25 pages would have a phone fetch and parse each one as it scrolls into
// view, work that competes with the page becoming usable; they load when clicked, from the page cache.
export function LinkList({ links }: { links: readonly PillLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map(({ href, label, icon }) => (
        <li key={href}>
          <Link href={href} prefetch={false} className={styles.link}>
            {icon}
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
