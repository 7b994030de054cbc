// An article's categories as small links to their page.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BlogCategory } from '@/server/blog/article';
import styles from './Blog.module.css';

export function CategoryTags({ categories }: { categories: readonly BlogCategory[] }) {
  const t = useTranslations('Blog');
  return (
    <>
      {categories.map((key) => (
        <Link key={key} className={styles.tag} href={{ pathname: '/category', query: { key } }}>
          {t(`categories.${key}`)}
        </Link>
      ))}
    </>
  );
}
