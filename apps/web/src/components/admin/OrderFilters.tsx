'use client';
// The filters above the operator's order list. Each change starts again from the first page.
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import type { RouterInputs } from '@/lib/trpc';

export type OrderFilter = Omit<RouterInputs['admin']['orders'], 'page'>;

const statuses = ['pending', 'paid', 'partially_refunded', 'refunded', 'failed', 'flagged'] as const;
const providers = ['stripe', 'wechatpay', 'alipay'] as const;
/** The brands' currencies: one per variant (packages/brands). */
const currencies = ['USD', 'CNY'] as const;

interface FilterFields {
  status?: OrderFilter['status'];
  provider?: OrderFilter['provider'];
  currency?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  email?: string;
  flagged?: boolean;
}

/** The picked days cover whole days: `to` is the start of the day after the last one. */
function toFilter({ dates, email, ...fields }: FilterFields): OrderFilter {
  const [from, to] = dates ?? [];
  return {
    ...fields,
    email: email?.trim() || undefined,
    from: from?.startOf('day').toDate(),
    to: to?.add(1, 'day').startOf('day').toDate(),
  };
}

export function OrderFilters({ onChange }: { onChange: (filter: OrderFilter) => void }) {
  const t = useTranslations('AdminDashboard.orders');
  return (
    <Form<FilterFields>
      name="orderFilters"
      layout="inline"
      onValuesChange={(_, all) => onChange(toFilter(all))}
      data-testid="order-filters"
    >
      <Form.Item name="status" label={t('status')}>
        <Select
          allowClear
          style={{ minWidth: 160 }}
          options={statuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="provider" label={t('provider')}>
        <Select
          allowClear
          style={{ minWidth: 130 }}
          options={providers.map((value) => ({ value, label: t(`providers.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="currency" label={t('currency')}>
        <Select
          allowClear
          style={{ minWidth: 90 }}
          options={currencies.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item name="dates" label={t('created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="email" label={t('email')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="flagged" valuePropName="checked">
        <Checkbox>{t('flaggedOnly')}</Checkbox>
      </Form.Item>
    </Form>
  );
}
