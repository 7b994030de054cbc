'use client';
// The home page's drop zone: a file dropped or chosen here opens where it can be translated — the demo
// of its format for a visitor, the translator for a signed-in user — already chosen there.
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { type DragEvent, useState } from 'react';
import { CloudUploadIcon } from '@/components/shell/icons';
import { useSite } from '@/components/site/SiteProvider';
import { useRouter } from '@/i18n/navigation';
import { demoFormatForFile, hasDemo, listDemoFormats } from '@/lib/demo-formats';
import { handOffFile } from '@/lib/file-handoff';
import styles from './Home.module.css';

const accepted = listDemoFormats()
  .flatMap((format) => (hasDemo(format) ? format.accept : []))
  .join(',');

export function HomeDropZone() {
  const t = useTranslations('Home.drop');
  const { host } = useSite();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const router = useRouter();
  const [refused, setRefused] = useState<string>();
  const [dragging, setDragging] = useState(false);

  function open(file: File) {
    const format = demoFormatForFile(file.name);
    if (!format) {
      setRefused(file.name);
      return;
    }
    handOffFile(file);
    router.push(signedIn ? '/translate' : `/demo/${format.slug}`);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) open(file);
  }

  return (
    <div className={styles.dropArea}>
      <label
        className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="home-drop-zone"
      >
        <input
          type="file"
          accept={accepted}
          className={styles.fileInput}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again after a refusal still reacts.
            event.target.value = '';
            if (file) open(file);
          }}
        />
        {/* The icon takes `color: inherit`, so the colour is set on a wrapper. */}
        <span className={styles.dropIcon} aria-hidden>
          <CloudUploadIcon />
        </span>
        <span className={styles.dropLabel}>{t('label')}</span>
        <span className={styles.dropHint}>{t('hint')}</span>
        {/* Where the file will open is said once the session is known, not guessed before. */}
        {status !== 'loading' && (
          <span className={styles.dropNote}>{t(signedIn ? 'signedIn' : 'signedOut')}</span>
        )}
      </label>
      {refused && (
        <p role="alert" className={styles.refused} data-testid="drop-refused">
          {t('unsupported', { name: host.name, filename: refused })}
        </p>
      )}
    </div>
  );
}
