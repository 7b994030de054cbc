'use client';
// /admin/dashboard: the installation at a glance. The server decides who may read it (adminProcedure);
// a signed-in user who is not an admin sees a refusal, never the figures.
import { useQuery } from '@tanstack/react-query';
import { Alert, Result, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';
import { JobsByStatus } from './JobsByStatus';
import { OverviewTotals } from './OverviewTotals';
import { RecentErrorReports } from './RecentErrorReports';
import { RecentFailedJobs } from './RecentFailedJobs';
import { RecentSignUps } from './RecentSignUps';

export function AdminDashboard() {
  const t = useTranslations('AdminDashboard');
  const trpc = useTRPC();
  const { data, error, isLoading } = useQuery(trpc.admin.overview.queryOptions(undefined, { retry: false }));

  if (error?.data?.code === 'FORBIDDEN') {
    return (
      <Result
        status="403"
        title={t('forbiddenTitle')}
        subTitle={t('forbiddenText')}
        data-testid="admin-forbidden"
      />
    );
  }
  if (error) return <Alert type="error" showIcon title={t('loadFailed')} description={error.message} />;
  if (isLoading || !data) return <Spin className={styles.loading} />;
  return (
    <div className={styles.dashboard} data-testid="admin-dashboard">
      <OverviewTotals overview={data} />
      <JobsByStatus jobs={data.jobs} />
      <RecentFailedJobs jobs={data.failedJobs} />
      <RecentErrorReports reports={data.errors} />
      <RecentSignUps users={data.signUps} />
    </div>
  );
}
