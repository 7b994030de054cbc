// Loads one locale's catalogue on demand and fills its gaps from English, so a missing or partial
// catalogue never shows raw keys.
import { mergeMessages } from './merge-messages';
import type { Locale } from './routing';

export type Messages = { [key: string]: string | Messages };

async function importCatalogue(locale: Locale): Promise<Messages> {
  try {
    return (await import(`../../messages/${locale}.json`)).default as Messages;
  } catch {
    // Catalogues arrive one language at a time; until one exists, English stands in for all of it.
    return {};
  }
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const english = (await import('../../messages/en.json')).default as Messages;
  if (locale === 'en') return english;
  return mergeMessages(english, await importCatalogue(locale));
}
