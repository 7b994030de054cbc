// /terms-and-conditions: the terms and conditions of this installation (content/legal/<locale>/terms.md).
import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/LegalPage';
import { legalMetadata } from '@/server/legal/legal-metadata';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return legalMetadata('terms', '/terms-and-conditions', (await params).locale);
}

export default async function TermsPage({ params }: PageProps) {
  return <LegalPage document="terms" locale={(await params).locale} />;
}
