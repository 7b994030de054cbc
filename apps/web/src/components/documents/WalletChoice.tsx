'use client';
// Which wallet pays for the job: shown only to members of an organisation, who choose their own credits
// (the default) or the organisation's; each choice shows its balance.
import { useQuery } from '@tanstack/react-query';
import type { Payer } from '@verso/services';
import { Form, Radio } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';

interface WalletChoiceProps {
  value: Payer;
  onChange: (payer: Payer) => void;
}

export function WalletChoice({ value, onChange }: WalletChoiceProps) {
  const t = useTranslations('TranslateDocuments.wallet');
  const trpc = useTRPC();
  const { data } = useQuery(trpc.credits.summary.queryOptions());
  if (!data?.organization) return null;
  return (
    <Form.Item label={t('label')}>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="wallet-choice"
        options={[
          { value: 'personal', label: t('personal', { balance: data.balance }) },
          { value: 'organization', label: t('organization', { balance: data.organization.balance }) },
        ]}
      />
    </Form.Item>
  );
}
