'use client';
// A secret shown once (an API key, a webhook signing secret), with a copy button.
import { Typography } from 'antd';
import styles from './Developer.module.css';

interface CopyableSecretProps {
  secret: string;
  testId: string;
  /** The copy button's tooltips, before and after copying. */
  tooltips: [string, string];
}

export function CopyableSecret({ secret, testId, tooltips }: CopyableSecretProps) {
  return (
    <Typography.Text
      code
      className={styles.secret}
      data-testid={testId}
      copyable={{ text: secret, tooltips }}
    >
      {secret}
    </Typography.Text>
  );
}
