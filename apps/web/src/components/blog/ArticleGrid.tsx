// Articles as a responsive grid of cards, or the empty state when there are none.
import type { ArticleSummary } from '@/server/blog/article';
import { ArticleCard } from './ArticleCard';
import styles from './Blog.module.css';

interface ArticleGridProps {
  articles: readonly ArticleSummary[];
  emptyText: string;
  heading?: 'h2' | 'h3';
}

export function ArticleGrid({ articles, emptyText, heading }: ArticleGridProps) {
  if (articles.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <div className={styles.grid}>
      {articles.map((article) => (
        <ArticleCard key={article.slug} article={article} heading={heading} />
      ))}
    </div>
  );
}
