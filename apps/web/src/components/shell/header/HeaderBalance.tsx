'use client';
// The signed-in user's balance in the header, linking to /my/credits. Loaded only once a session is
// known (with the API client it needs), so visitors' pages carry none of it; it shares the browser's one
// query cache, so a page that spends credits and refreshes them updates it too.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { Link } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';
import { siteButton } from '../site-button';

const refreshMs = 60_000;

function Balance() {
  const t = useTranslations('Header');
  const trpc = useTRPC();
  const { data } = useQuery(trpc.credits.summary.queryOptions(undefined, { refetchInterval: refreshMs }));
  if (!data) return null;
  return (
    <Link
      href="/my/credits"
      className={siteButton('text')}
      data-testid="header-balance"
      // A hint, not the link's name: the name a screen reader announces is the text a user sees (WCAG 2.5.3).
      title={t('balanceLabel', { count: data.balance })}
    >
      {t('balance', { count: data.balance })}
    </Link>
  );
}

export default function HeaderBalance() {
  return (
    <ApiProvider>
      <Balance />
    </ApiProvider>
  );
}
