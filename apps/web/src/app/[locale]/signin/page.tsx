// /signin: the page Auth.js sends people to (pages.signIn), also after a failed sign-in (?error=) and
// after a link was sent (?check=email).
import { getServices } from '@verso/services';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { signInMethods } from '@/server/auth/sign-in-providers';
import { signInErrorCode } from './sign-in-error-code';
import { SignInCard } from './signin-card';

// It reads the query string, so it renders per request instead of being cached (see the layout).
export const dynamic = 'force-dynamic';

type SignInPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: SignInPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'SignIn' });
  return { title: t('title'), robots: { index: false } };
}

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const [query, { config }] = await Promise.all([searchParams, getServices()]);
  return (
    <ClientMessages namespaces={['SignIn']}>
      <SignInCard
        // The same methods Auth.js is given, known before the page renders: no button appears late and
        // no extra request to /api/auth/providers is needed.
        methods={signInMethods(config)}
        callbackUrl={firstValue(query.callbackUrl) ?? '/'}
        errorCode={signInErrorCode(firstValue(query.error))}
        // Auth.js appends its own "?provider=…" to pages.verifyRequest, so "check" reads "email?provider=…".
        linkSent={firstValue(query.check)?.startsWith('email') ?? false}
        noMailServer={!config.smtp}
      />
    </ClientMessages>
  );
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
