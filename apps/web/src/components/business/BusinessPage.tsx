// The shared frame of /contact-business and /enterprise: a heading, what we offer, the form, a direct address.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';
import { BusinessInquiryForm, type InquiryKind } from './BusinessInquiryForm';
import styles from './BusinessPage.module.css';

interface BusinessPageProps {
  kind: InquiryKind;
  title: string;
  subtitle: string;
  supportEmail: string;
  children?: ReactNode;
}

export async function BusinessPage({ kind, title, subtitle, supportEmail, children }: BusinessPageProps) {
  const t = await getTranslations('Business');
  return (
    <>
      <PageHeading title={title} subtitle={subtitle} />
      <div className={styles.columns}>
        <section className={styles.about}>
          {children}
          <p className={styles.direct}>
            {t('writeDirectly')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        </section>
        <section className={styles.form}>
          <ClientMessages namespaces={['Business']}>
            <BusinessInquiryForm kind={kind} />
          </ClientMessages>
        </section>
      </div>
    </>
  );
}
