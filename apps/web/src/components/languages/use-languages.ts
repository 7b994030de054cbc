'use client';
// The languages Verso translates between, named in the interface language and sorted for pickers.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useTRPC } from '@/lib/trpc';
import { languageNamer } from './display-language-name';

export interface LanguageOption {
  value: string;
  label: string;
}

export function useLanguages() {
  const trpc = useTRPC();
  const locale = useLocale();
  const query = useQuery(
    trpc.meta.languages.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );

  return useMemo(() => {
    const nameOf = languageNamer(locale);
    const byCode = new Map(
      (query.data ?? []).map((language) => [language.code, nameOf(language.code, language.name)]),
    );
    const options: LanguageOption[] = [...byCode]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    return { options, isLoading: query.isLoading, nameOf: (code: string) => byCode.get(code) ?? code };
  }, [query.data, query.isLoading, locale]);
}
