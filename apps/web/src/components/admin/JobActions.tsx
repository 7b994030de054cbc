'use client';
// What an operator may do with anyone's job, wherever the dashboard lists it: retry a failed one (a new
// job, charged to its owner) or cancel a waiting or running one (refunded as the owner's cancel is).
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/toasts/ToastProvider';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';
import { useAdminRefresh } from './use-admin-refresh';

type JobStatus = RouterOutputs['admin']['user']['jobs'][number]['status'];

export function JobActions({ id, status }: { id: string; status: JobStatus }) {
  const t = useTranslations('AdminDashboard.people');
  const trpc = useTRPC();
  const toast = useToast();
  const { onSuccess: refresh } = useAdminRefresh();
  const outcome = (done: string) => ({
    onSuccess: () => {
      toast.success({ key: `job-${id}`, title: done });
      return refresh();
    },
    onError: (error: { message: string }) =>
      toast.error({ key: `job-${id}`, title: t('actionFailed'), description: error.message }),
  });
  const retry = useMutation(trpc.admin.retryJob.mutationOptions(outcome(t('retried'))));
  const cancel = useMutation(trpc.admin.cancelJob.mutationOptions(outcome(t('cancelled'))));
  if (status === 'failed') {
    return (
      <Button size="small" onClick={() => retry.mutate({ id })} loading={retry.isPending}>
        {t('retry')}
      </Button>
    );
  }
  if (status === 'queued' || status === 'running') {
    return (
      <Button size="small" danger onClick={() => cancel.mutate({ id })} loading={cancel.isPending}>
        {t('cancel')}
      </Button>
    );
  }
  return null;
}
