// The format a file name is read as (its options, and what it comes back as), from the site's format list.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useFileFormats() {
  const trpc = useTRPC();
  return useQuery(trpc.meta.formats.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
}

export function useFileFormat(fileName: string | undefined) {
  const formats = useFileFormats();
  const extension = fileName?.toLowerCase().match(/\.[^.]+$/)?.[0];
  return formats.data?.find((format) => extension && format.extensions.includes(extension));
}
