// /my/orders/{id}: where the buyer lands after paying. It waits for the provider's verified notification
// and then shows the credits added and the new balance; the browser's arrival here proves nothing.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { OrderStatus } from '@/components/orders/OrderStatus';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';

type PageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Order' });
  return { title: t('title'), robots: { index: false } };
}

export default async function OrderPage({ params }: PageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Order' });
  return (
    <ClientMessages namespaces={['Auth', 'Order', 'PaymentQr']}>
      <ApiProvider>
        <RequireAuth>
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <OrderStatus orderId={id} />
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
