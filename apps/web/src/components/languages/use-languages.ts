'use client';
// The languages Verso translates between, named in the interface language and sorted for pickers. A
// picker for one side offers every language, the ones no engine here serves on that side disabled with
// the reason, so nobody picks a language only to see the translation fail.
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useTRPC } from '@/lib/trpc';
import { languageNamer } from './display-language-name';

export interface LanguageOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Which side of a pair a picker chooses. */
export type LanguageSide = 'source' | 'target';

export function useLanguages() {
  const trpc = useTRPC();
  const locale = useLocale();
  const t = useTranslations('Languages');
  const query = useQuery(
    trpc.meta.languages.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );

  return useMemo(() => {
    const nameOf = languageNamer(locale);
    const named = (query.data ?? [])
      .map((language) => ({ ...language, label: nameOf(language.code, language.name) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    const byCode = new Map(named.map((language) => [language.code, language.label]));
    const options: LanguageOption[] = named.map(({ code, label }) => ({ value: code, label }));
    const optionsFor = (side: LanguageSide): LanguageOption[] =>
      named.map(({ code, label, asSource, asTarget }) =>
        (side === 'source' ? asSource : asTarget)
          ? { value: code, label }
          : { value: code, label: t('unserved', { language: label }), disabled: true },
      );
    return {
      options,
      optionsFor,
      isLoading: query.isLoading,
      nameOf: (code: string) => byCode.get(code) ?? code,
    };
  }, [query.data, query.isLoading, locale, t]);
}
