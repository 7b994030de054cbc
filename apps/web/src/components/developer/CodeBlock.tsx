// A block of code as the developer hub shows it. A long line scrolls sideways, so the block is a stop of
// the Tab key: a keyboard user scrolls it with the arrow keys (WCAG 2.1.1).
import styles from './DeveloperHub.module.css';

export function CodeBlock({ code, testId }: { code: string; testId?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled
    <pre className={styles.code} tabIndex={0} data-testid={testId}>
      <code>{code}</code>
    </pre>
  );
}
