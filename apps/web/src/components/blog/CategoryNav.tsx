// The six categories as tiles on their background images; the chosen one is marked.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { type BlogCategory, blogCategories } from '@/server/blog/article';
import styles from './Blog.module.css';

export const categoryBackground = (key: BlogCategory) => `/blog/categories/${key}.png`;

export function CategoryNav({ selected }: { selected?: BlogCategory }) {
  const t = useTranslations('Blog');
  return (
    <nav aria-label={t('categoriesLabel')} className={styles.categoryNav}>
      {blogCategories.map((key) => (
        <Link
          key={key}
          href={{ pathname: '/category', query: { key } }}
          className={styles.categoryTile}
          style={{ backgroundImage: `url(${categoryBackground(key)})` }}
          aria-current={key === selected ? 'page' : undefined}
        >
          {t(`categories.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
