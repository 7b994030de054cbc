// /blog/{slug}: one article with its author, date and categories, then 3 related articles. Unlisted
// articles are served here (only lists leave them out); an article published elsewhere sends readers there.
import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/blog/Article.module.css';
import { ArticleByline } from '@/components/blog/ArticleByline';
import { ArticleGrid } from '@/components/blog/ArticleGrid';
import blogStyles from '@/components/blog/Blog.module.css';
import { CategoryTags } from '@/components/blog/CategoryTags';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listedArticles, relatedArticles } from '@/server/blog/blog-lists';
import { siteArticles } from '@/server/blog/site-blog';
import { publicPageMetadata } from '@/server/page-metadata';

interface ArticlePageProps {
  params: Promise<{ locale: Locale; slug: string }>;
}

async function requestedArticle(params: ArticlePageProps['params']) {
  // The platform is read at run time, so the page must not be prerendered at build time.
  await connection();
  const { locale, slug } = await params;
  return { locale, article: siteArticles().find((candidate) => candidate.slug === slug) };
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const { locale, article } = await requestedArticle(params);
  if (!article || article.external) return {};
  const metadata = await publicPageMetadata({
    locale,
    href: article.href,
    title: article.title,
    description: article.desc,
    // The article's own thumbnail, drawn for it at 1200×630, the size link previews expect.
    image: article.thumbnail,
    article: { publishedTime: article.publishedAt, authors: [article.author.name] },
  });
  return { ...metadata, robots: article.unlisted ? { index: false } : undefined };
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const { locale, article } = await requestedArticle(params);
  if (!article) notFound();
  if (article.external) redirect(article.href);
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const related = relatedArticles(listedArticles(siteArticles()), article.slug);
  return (
    <>
      <article className={styles.article}>
        <Link href="/blog" className={styles.back}>
          ← {t('backToBlog')}
        </Link>
        <div className={styles.tags}>
          {article.type === 'video' && <span className={blogStyles.videoTag}>{t('video')}</span>}
          <CategoryTags categories={article.category} />
        </div>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.desc}>{article.desc}</p>
        <ArticleByline author={article.author} publishedAt={article.publishedAt} large />
        {article.cover && (
          <Image
            className={styles.cover}
            src={article.cover}
            alt=""
            width={1600}
            height={640}
            priority
            sizes="760px"
          />
        )}
        <div
          className={styles.prose}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, raw HTML dropped and the result sanitised (render-markdown.ts)
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      </article>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-articles">
          <h2 id="related-articles">{t('related')}</h2>
          <ArticleGrid articles={related} emptyText="" heading="h3" />
        </section>
      )}
    </>
  );
}
