// Who wrote an article and when: the author's avatar and name, and the publication date in the reader's locale.
import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import type { Author } from '@/server/blog/article';
import styles from './Blog.module.css';

interface ArticleBylineProps {
  author: Author;
  publishedAt: string;
  large?: boolean;
}

export function ArticleByline({ author, publishedAt, large = false }: ArticleBylineProps) {
  const t = useTranslations('Blog');
  const format = useFormatter();
  const size = large ? 40 : 28;
  // publishedAt is a calendar date; reading it as UTC midnight and formatting in UTC keeps the day.
  const date = new Date(`${publishedAt}T00:00:00Z`);
  return (
    <div className={styles.byline}>
      <Image className={styles.avatar} src={author.avatar} alt="" width={size} height={size} />
      <span className={styles.author}>{t('by', { author: author.name })}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={publishedAt}>{format.dateTime(date, { dateStyle: 'long', timeZone: 'UTC' })}</time>
    </div>
  );
}
