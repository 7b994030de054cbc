// /signin: the page Auth.js sends people to (pages.signIn), also after a failed sign-in (?error=) and
// after a link was sent (?check=email).
import { getServices } from '@verso/services';
import type { Metadata } from 'next';
import { signInErrorCode, signInText } from './messages';
import { SignInCard } from './signin-card';

type SignInPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: SignInPageProps): Promise<Metadata> {
  const { locale } = await params;
  return { title: signInText(locale).title, robots: { index: false } };
}

export default async function SignInPage({ params, searchParams }: SignInPageProps) {
  const [{ locale }, query, { config }] = await Promise.all([params, searchParams, getServices()]);
  return (
    <SignInCard
      locale={locale}
      // The same condition that adds the provider to Auth.js, known before the page renders: no button
      // appears late and no extra request to /api/auth/providers is needed.
      googleEnabled={Boolean(config.google)}
      callbackUrl={firstValue(query.callbackUrl) ?? '/'}
      errorCode={signInErrorCode(firstValue(query.error))}
      // Auth.js appends its own "?provider=…" to pages.verifyRequest, so "check" reads "email?provider=…".
      linkSent={firstValue(query.check)?.startsWith('email') ?? false}
    />
  );
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
