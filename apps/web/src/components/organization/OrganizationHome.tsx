'use client';
// /organization/home: the user's organisation, or the way into one (create it, or accept an invitation).
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTRPC } from '@/lib/trpc';
import { CreateOrganizationForm } from './CreateOrganizationForm';
import { InvitationList } from './InvitationList';
import styles from './Organization.module.css';
import { OrganizationPanel } from './OrganizationPanel';

export function OrganizationHome({ linkedInvitationId }: { linkedInvitationId?: string }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.organization.mine.queryOptions());
  const invitations = useQuery(trpc.organization.invitations.queryOptions());
  if (mine.isPending || invitations.isPending) return <Skeleton active />;
  if (mine.data) return <OrganizationPanel view={mine.data} />;
  return (
    <div className={styles.stack}>
      <InvitationList invitations={invitations.data ?? []} linkedInvitationId={linkedInvitationId} />
      <CreateOrganizationForm />
    </div>
  );
}
