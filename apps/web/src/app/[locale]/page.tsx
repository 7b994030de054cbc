// Home: a short hero pointing at the two translators.
import { setRequestLocale } from 'next-intl/server';
import { Hero } from '@/components/home/Hero';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <Hero />;
}
