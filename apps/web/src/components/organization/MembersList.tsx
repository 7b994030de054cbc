'use client';
import { useMutation } from '@tanstack/react-query';
// The organisation's members with their roles, as a list that stays readable at phone width. Members the viewer outranks get a role picker and a
// remove button; choosing "owner" hands over ownership, so it asks first.
import type { OrganizationRole } from '@verso/db';
import type { MyOrganization } from '@verso/services';
import { Button, List, Popconfirm, Select, Tag } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import { useConfirm } from '@/components/dialogs/use-confirm';
import { useTRPC } from '@/lib/trpc';
import styles from './Organization.module.css';
import { useOrganizationCallbacks } from './use-organization-callbacks';

type Member = MyOrganization['members'][number];

export function MembersList({ view }: { view: MyOrganization }) {
  const t = useTranslations('Organization');
  const format = useFormatter();
  const trpc = useTRPC();
  const dialogs = useConfirm();
  const callbacks = useOrganizationCallbacks();
  const changeRole = useMutation(trpc.organization.changeRole.mutationOptions(callbacks));
  const remove = useMutation(trpc.organization.removeMember.mutationOptions(callbacks));
  const manageable = (member: Member) =>
    member.userId !== view.userId && member.role !== 'owner' && view.assignableRoles.includes(member.role);
  const displayName = (member: Member) => member.name || member.email || '';

  const pickRole = (member: Member, role: OrganizationRole) => {
    const change = () => changeRole.mutate({ userId: member.userId, role });
    if (role !== 'owner') return change();
    dialogs.confirm({
      content: t('members.ownerConfirm', { name: displayName(member) }),
      okText: t('members.confirm'),
      cancelText: t('members.cancel'),
      onOk: change,
    });
  };

  const roleControl = (member: Member) =>
    manageable(member) ? (
      <Select<OrganizationRole>
        value={member.role}
        size="small"
        aria-label={t('members.roleOf', { name: displayName(member) })}
        onChange={(role) => pickRole(member, role)}
        options={view.assignableRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        style={{ minWidth: 110 }}
      />
    ) : (
      <Tag>{t(`roles.${member.role}`)}</Tag>
    );

  return (
    <List<Member>
      dataSource={view.members}
      rowKey="userId"
      data-testid="organization-members"
      renderItem={(member) => (
        <List.Item>
          <div className={styles.row}>
            <div className={styles.rowInfo}>
              <div>
                {displayName(member)}
                {member.userId === view.userId && <Tag className={styles.you}>{t('members.you')}</Tag>}
              </div>
              <div className={styles.rowDetail}>
                {member.name ? `${member.email} · ` : ''}
                {t('members.joinedOn', { date: format.dateTime(member.joinedAt, { dateStyle: 'medium' }) })}
              </div>
            </div>
            <div className={styles.rowActions}>
              {roleControl(member)}
              {manageable(member) && (
                <Popconfirm
                  title={t('members.removeConfirm', { name: displayName(member) })}
                  okText={t('members.remove')}
                  cancelText={t('members.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync({ userId: member.userId })}
                >
                  <Button size="small" danger>
                    {t('members.remove')}
                  </Button>
                </Popconfirm>
              )}
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
