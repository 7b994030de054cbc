// What every demo asks the server first: the language pairs the offline engine serves (named in the
// visitor's language), the demo's limits, and the paper the arXiv demo offers.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { languageNamer } from '@/components/languages/display-language-name';
import { useTRPC } from '@/lib/trpc';

export const defaultPair = 'en:es';

export function useDemoOptions() {
  const trpc = useTRPC();
  const locale = useLocale();
  const options = useQuery(
    trpc.demo.options.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  const nameOf = useMemo(() => languageNamer(locale), [locale]);
  const pairs = (options.data?.pairs ?? []).map(({ from, to }) => ({
    value: `${from}:${to}`,
    label: `${nameOf(from, from)} → ${nameOf(to, to)}`,
  }));
  return { pairs, limits: options.data?.limits, samplePaper: options.data?.samplePaper, nameOf };
}
