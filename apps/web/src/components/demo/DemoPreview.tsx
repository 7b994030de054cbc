// One side of the comparison: the document's pages as images, or its text.
import type { PreviewBody } from '@/server/demo/demo-response';
import styles from './Demo.module.css';

export function DemoPreview({ preview, label }: { preview: PreviewBody; label: string }) {
  if (preview.kind === 'text') {
    return <pre className={styles.text}>{preview.text}</pre>;
  }
  return (
    <div className={styles.pages}>
      {preview.pages
        .map((page, index) => ({ ...page, number: index + 1 }))
        .map(({ src, text, number }) => (
          // Data URLs of pages made for this one visit: nothing for next/image to optimise or cache.
          // biome-ignore lint/performance/noImgElement: see above
          <img
            key={number}
            src={src}
            alt={text ? `${label} ${number}: ${text}` : `${label} ${number}`}
            className={styles.page}
          />
        ))}
    </div>
  );
}
