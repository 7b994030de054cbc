'use client';
// A member's view of their organisation: who is in it with which role, and what their own role allows
// (inviting, managing members, withdrawing invitations, leaving).
import type { MyOrganization } from '@verso/services';
import { Card, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { InviteForm } from './InviteForm';
import { LeaveButton } from './LeaveButton';
import { MembersList } from './MembersList';
import styles from './Organization.module.css';
import { OrganizationWallet } from './OrganizationWallet';
import { PendingInvitations } from './PendingInvitations';

export function OrganizationPanel({ view }: { view: MyOrganization }) {
  const t = useTranslations('Organization');
  const invitableRoles = view.assignableRoles.filter((role) => role !== 'owner');
  return (
    <div className={styles.stack}>
      <Card
        title={<span data-testid="organization-name">{view.organization.name}</span>}
        extra={<Tag color="blue">{t('yourRole', { role: t(`roles.${view.role}`) })}</Tag>}
      >
        <MembersList view={view} />
      </Card>
      <OrganizationWallet />
      {invitableRoles.length > 0 && (
        <Card title={t('invite.title')}>
          <InviteForm roles={invitableRoles} />
          <PendingInvitations invitations={view.invitations} />
        </Card>
      )}
      <div>
        <LeaveButton view={view} />
      </div>
    </div>
  );
}
