// The same page as uploaded, translated, and bilingual: pictures made by the product's own pipeline
// (apps/web/scripts/make-home-samples.ts), so what the visitor sees is what a job gives.
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { LandingSection } from '@/components/landing/LandingSection';
import styles from './Home.module.css';

// The pictures' pixel sizes; a page is shown at up to half of that, so it stays sharp on dense screens.
const page = { width: 640, height: 580 };
const bilingualPage = { width: 1280, height: 580 };

const versions = [
  { key: 'original', src: '/home/original.webp', size: page },
  { key: 'mono', src: '/home/translated.webp', size: page },
  { key: 'bilingual', src: '/home/bilingual.webp', size: bilingualPage },
] as const;

export function OutputComparison({ productName }: { productName: string }) {
  const t = useTranslations('Home.compare');
  return (
    <LandingSection id="compare" title={t('title')}>
      <p className={styles.sectionIntro}>{t('intro', { name: productName })}</p>
      <div className={styles.comparison}>
        {versions.map(({ key, src, size }) => (
          <figure key={key} className={key === 'bilingual' ? styles.wideFigure : styles.figure}>
            <Image
              src={src}
              alt={t(`${key}Alt`)}
              width={size.width}
              height={size.height}
              sizes={
                key === 'bilingual' ? '(max-width: 720px) 100vw, 1040px' : '(max-width: 720px) 100vw, 520px'
              }
              className={styles.picture}
            />
            <figcaption className={styles.caption}>
              <strong>{t(key)}</strong> {t(`${key}Body`)}
            </figcaption>
          </figure>
        ))}
      </div>
    </LandingSection>
  );
}
