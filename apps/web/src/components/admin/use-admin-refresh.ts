'use client';
// After an operator's change every admin query is read again: a disabled account's tag shows in the
// search results, its drawer and the sign-ups alike, and nothing on the page lags behind.
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useAdminRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return { onSuccess: () => queryClient.invalidateQueries(trpc.admin.pathFilter()) };
}
