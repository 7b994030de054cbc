// One article in a list: thumbnail, categories, title, summary, author and date. An article published
// elsewhere opens the outside site in a new tab.
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { ArticleSummary } from '@/server/blog/article';
import { ArticleByline } from './ArticleByline';
import styles from './Blog.module.css';
import { CategoryTags } from './CategoryTags';

interface ArticleLinkProps {
  article: ArticleSummary;
  children: ReactNode;
  /** The thumbnail's link repeats the title's: out of the Tab order and unread by screen readers. */
  duplicate?: boolean;
}

function ArticleLink({ article, children, duplicate }: ArticleLinkProps) {
  const hidden = duplicate ? ({ 'aria-hidden': true, tabIndex: -1 } as const) : {};
  if (article.external) {
    return (
      <a href={article.href} target="_blank" rel="noopener noreferrer" {...hidden}>
        {children}
      </a>
    );
  }
  return (
    <Link href={article.href} {...hidden}>
      {children}
    </Link>
  );
}

interface ArticleCardProps {
  article: ArticleSummary;
  heading?: 'h2' | 'h3';
}

export function ArticleCard({ article, heading: Heading = 'h2' }: ArticleCardProps) {
  const t = useTranslations('Blog');
  return (
    <article className={styles.card} data-slug={article.slug}>
      <ArticleLink article={article} duplicate>
        <Image
          className={styles.thumbnail}
          src={article.thumbnail}
          alt=""
          width={1200}
          height={630}
          sizes="(max-width: 600px) 100vw, 360px"
        />
      </ArticleLink>
      <div className={styles.cardBody}>
        <div className={styles.cardTags}>
          {article.type === 'video' && <span className={styles.videoTag}>{t('video')}</span>}
          <CategoryTags categories={article.category} />
        </div>
        <Heading className={styles.cardTitle}>
          <ArticleLink article={article}>
            {article.title}
            {article.external && <span className={styles.externalMark}> ↗</span>}
          </ArticleLink>
        </Heading>
        <p className={styles.cardDesc}>{article.desc}</p>
        <ArticleByline author={article.author} publishedAt={article.publishedAt} />
        {article.external && <p className={styles.externalNotice}>{t('externalNotice')}</p>}
      </div>
    </article>
  );
}
