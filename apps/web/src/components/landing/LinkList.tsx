// A row of pill-shaped links to sibling pages (other formats, other regions).
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './Landing.module.css';

export interface PillLink {
  href: string;
  label: string;
  icon?: ReactNode;
}

export function LinkList({ links }: { links: readonly PillLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map(({ href, label, icon }) => (
        <li key={href}>
          <Link href={href} className={styles.link}>
            {icon}
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
