'use client';
// The home page's opening: what Verso does and the two ways to start. The full landing page comes later.
import { FileTextOutlined, LockOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { getPathname } from '@/i18n/navigation';
import styles from './Hero.module.css';

const points = [
  { key: 'formats', icon: <FileTextOutlined /> },
  { key: 'private', icon: <LockOutlined /> },
  { key: 'text', icon: <TranslationOutlined /> },
] as const;

export function Hero() {
  const t = useTranslations('Home');
  const locale = useLocale();
  const { host } = useSite();
  // Real links (not buttons inside links), so crawlers follow them and the markup stays valid.
  const hrefOf = (href: string) => getPathname({ href, locale });
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.subtitle}>{t('subtitle', { name: host.name })}</p>
      <div className={styles.actions}>
        <Button type="primary" size="large" icon={<FileTextOutlined />} href={hrefOf('/translate')}>
          {t('translateDocuments')}
        </Button>
        <Button size="large" icon={<TranslationOutlined />} href={hrefOf('/translateText')}>
          {t('translateText')}
        </Button>
      </div>
      <div className={styles.points}>
        {points.map(({ key, icon }) => (
          <Card
            key={key}
            size="small"
            title={
              <span>
                {icon} {t(`points.${key}.title`)}
              </span>
            }
          >
            {t(`points.${key}.body`)}
          </Card>
        ))}
      </div>
    </section>
  );
}
