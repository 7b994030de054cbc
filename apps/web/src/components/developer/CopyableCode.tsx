'use client';
// A code example of the API reference with a copy button, so a curl or fetch call is pasted whole.
import { Typography } from 'antd';
import { CodeBlock } from './CodeBlock';
import styles from './DeveloperHub.module.css';

interface CopyableCodeProps {
  code: string;
  /** The copy button's tooltips, before and after copying. */
  tooltips: [string, string];
  testId?: string;
}

export function CopyableCode({ code, tooltips, testId }: CopyableCodeProps) {
  return (
    <div className={styles.copyableCode}>
      <Typography.Text copyable={{ text: code, tooltips }} className={styles.copyButton} />
      <CodeBlock code={code} testId={testId} />
    </div>
  );
}
