'use client';
// Invitations addressed to the signed-in user's e-mail, each to accept or decline. A link from an
// invitation e-mail that matches none of them was meant for another account or has expired: say so.
import { useMutation } from '@tanstack/react-query';
import type { InvitationForMe } from '@verso/services';
import { Alert, App, Button, Card, List } from 'antd';
import { useSession } from 'next-auth/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import styles from './Organization.module.css';
import { useOrganizationCallbacks } from './use-organization-callbacks';

interface InvitationListProps {
  invitations: InvitationForMe[];
  linkedInvitationId?: string;
}

export function InvitationList({ invitations, linkedInvitationId }: InvitationListProps) {
  const t = useTranslations('Organization');
  const { data: session } = useSession();
  const linkMatchesNone =
    linkedInvitationId !== undefined &&
    !invitations.some((invitation) => invitation.id === linkedInvitationId);
  return (
    <>
      {linkMatchesNone && (
        <Alert
          type="warning"
          showIcon
          title={t('invitations.notForYou', { email: session?.user?.email ?? '' })}
        />
      )}
      {invitations.length > 0 && (
        <Card title={t('invitations.title')}>
          <List
            dataSource={invitations}
            rowKey="id"
            renderItem={(invitation) => <InvitationItem invitation={invitation} />}
          />
        </Card>
      )}
    </>
  );
}

function InvitationItem({ invitation }: { invitation: InvitationForMe }) {
  const t = useTranslations('Organization');
  const format = useFormatter();
  const trpc = useTRPC();
  const { message } = App.useApp();
  const callbacks = useOrganizationCallbacks();
  const accept = useMutation(
    trpc.organization.accept.mutationOptions({
      ...callbacks,
      onSuccess: async () => {
        await callbacks.onSuccess();
        message.success(t('invitations.accepted', { organization: invitation.organizationName }));
      },
    }),
  );
  const decline = useMutation(trpc.organization.decline.mutationOptions(callbacks));
  const invitationId = invitation.id;
  return (
    <List.Item>
      <div className={styles.row}>
        <div className={styles.rowInfo}>
          <div>
            {t('invitations.item', {
              inviter: invitation.invitedBy ?? invitation.invitedByEmail ?? '',
              organization: invitation.organizationName,
              role: t(`roles.${invitation.role}`),
            })}
          </div>
          <div className={styles.rowDetail}>
            {t('invitations.expires', {
              date: format.dateTime(invitation.expiresAt, { dateStyle: 'medium' }),
            })}
          </div>
        </div>
        <div className={styles.rowActions}>
          <Button type="primary" loading={accept.isPending} onClick={() => accept.mutate({ invitationId })}>
            {t('invitations.accept')}
          </Button>
          <Button loading={decline.isPending} onClick={() => decline.mutate({ invitationId })}>
            {t('invitations.decline')}
          </Button>
        </div>
      </div>
    </List.Item>
  );
}
