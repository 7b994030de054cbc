// /privacy: the privacy policy of this installation (content/legal/<locale>/privacy.md).
import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/LegalPage';
import { legalMetadata } from '@/server/legal/legal-metadata';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return legalMetadata('privacy', '/privacy', (await params).locale);
}

export default async function PrivacyPage({ params }: PageProps) {
  return <LegalPage document="privacy" locale={(await params).locale} />;
}
