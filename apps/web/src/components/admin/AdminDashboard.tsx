'use client';
// /admin/dashboard: the installation at a glance. The server decides who may read it (adminProcedure);
// a signed-in user who is not an admin sees a refusal, never the figures.
import { useQuery } from '@tanstack/react-query';
import { Alert, Result, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import { ActivityCharts } from './ActivityCharts';
import { AdjustCredits } from './AdjustCredits';
import styles from './AdminDashboard.module.css';
import { AdminOrders } from './AdminOrders';
import { EngineSettings } from './EngineSettings';
import { ErrorReportGroups } from './ErrorReportGroups';
import { JobsByStatus } from './JobsByStatus';
import { OverviewTotals } from './OverviewTotals';
import { RecentFailedJobs } from './RecentFailedJobs';
import { RecentSignUps } from './RecentSignUps';
import { RevenuePerDay } from './RevenuePerDay';
import { UserManagement } from './UserManagement';

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
      <ActivityCharts queue={data.queue} />
      <JobsByStatus jobs={data.jobs} />
      <EngineSettings />
      <UserManagement />
      <RevenuePerDay />
      <AdminOrders />
      <AdjustCredits />
      <RecentFailedJobs jobs={data.failedJobs} />
      <ErrorReportGroups />
      <RecentSignUps users={data.signUps} />
    </div>
  );
}
