'use client';
import { useMutation } from '@tanstack/react-query';
// Invitations sent but not yet answered, each of which a manager may withdraw.
import type { MyOrganization } from '@verso/services';
import { Button, List, Tag } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import styles from './Organization.module.css';
import { useOrganizationCallbacks } from './use-organization-callbacks';

export function PendingInvitations({ invitations }: { invitations: MyOrganization['invitations'] }) {
  const t = useTranslations('Organization');
  const format = useFormatter();
  const trpc = useTRPC();
  const revoke = useMutation(trpc.organization.revokeInvitation.mutationOptions(useOrganizationCallbacks()));
  if (invitations.length === 0) return null;
  return (
    <List
      header={<strong>{t('invite.pending')}</strong>}
      dataSource={invitations}
      rowKey="id"
      data-testid="pending-invitations"
      renderItem={(invitation) => (
        <List.Item>
          <div className={styles.row}>
            <div className={styles.rowInfo}>
              <div>{invitation.email}</div>
              <div className={styles.rowDetail}>
                {t('invite.validUntil', {
                  date: format.dateTime(invitation.expiresAt, { dateStyle: 'medium' }),
                })}
              </div>
            </div>
            <div className={styles.rowActions}>
              <Tag>{t(`roles.${invitation.role}`)}</Tag>
              <Button size="small" onClick={() => revoke.mutate({ invitationId: invitation.id })}>
                {t('invite.revoke')}
              </Button>
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
