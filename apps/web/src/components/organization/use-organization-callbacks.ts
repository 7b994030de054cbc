'use client';
// What every organisation action does when it ends: refresh the organisation and invitations, or show why
// it failed (the server explains, e.g. who may change whom).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';

export function useOrganizationCallbacks() {
  const t = useTranslations('Organization');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  return {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.organization.pathKey() }),
    onError: (error: { message: string }) =>
      notification.error({ key: 'organization', title: t('actionFailed'), description: error.message }),
  };
}
