// A format landing page's "Guides": the blog articles of this variant written about that format, so
// readers of the page find the how-tos (and search engines reach the articles from it).
import { Link } from '@/i18n/navigation';
import type { ArticleSummary } from '@/server/blog/article';
import styles from './Landing.module.css';
import { LandingSection } from './LandingSection';

export function FormatGuides({ title, articles }: { title: string; articles: readonly ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <LandingSection id="guides" title={title}>
      <ul className={styles.guides} data-testid="format-guides">
        {articles.map((article) => (
          <li key={article.slug} className={styles.guide}>
            <GuideLink article={article} />
            <p className={styles.guideDesc}>{article.desc}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function GuideLink({ article }: { article: ArticleSummary }) {
  if (article.external) {
    return (
      <a className={styles.guideTitle} href={article.href} target="_blank" rel="noopener noreferrer">
        {article.title} ↗
      </a>
    );
  }
  return (
    <Link className={styles.guideTitle} href={article.href}>
      {article.title}
    </Link>
  );
}
