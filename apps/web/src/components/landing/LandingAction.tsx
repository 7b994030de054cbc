// One of a landing page's calls to action: a link drawn as antd's large button without antd, so the
// format and language landing pages load none of it.
import type { ReactNode } from 'react';
import { siteButton } from '@/components/shell/site-button';
import styles from './Landing.module.css';

export function LandingAction({
  href,
  primary = false,
  testId,
  children,
}: {
  href: string;
  primary?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={`${siteButton(primary ? 'primary' : 'default')} ${styles.action}`}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
