// The flag of an intro page's region: one of flag-icons' SVGs (MIT) in public/flags.

import styles from '@/components/landing/Landing.module.css';
import { flagUrl } from '@/components/language-picker/language-options';

export function IntroFlag({ flag, small = false }: { flag: string; small?: boolean }) {
  // Small flags sit in lists below the fold: lazy, so React does not preload each one ahead of the
  // page's own styles and scripts (it does so for every eager <img> in server-rendered HTML).
  return small ? (
    // biome-ignore lint/performance/noImgElement: a small SVG flag gains nothing from next/image
    <img src={flagUrl(flag)} alt="" width={20} height={15} loading="lazy" />
  ) : (
    // biome-ignore lint/performance/noImgElement: a small SVG flag gains nothing from next/image
    <img src={flagUrl(flag)} alt="" width={64} height={48} className={styles.flag} />
  );
}
