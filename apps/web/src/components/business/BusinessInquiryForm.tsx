'use client';
// The form behind /contact-business and /enterprise: who is writing, about what; sent to support.
import { CheckCircleOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Result, Select } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './BusinessInquiryForm.module.css';

export type InquiryKind = 'contact' | 'enterprise';

interface InquiryFields {
  name: string;
  email: string;
  company?: string;
  teamSize?: string;
  message: string;
  website?: string;
}

const teamSizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

export function BusinessInquiryForm({ kind }: { kind: InquiryKind }) {
  const t = useTranslations('Business');
  const locale = useLocale();
  const trpc = useTRPC();
  const notification = useToast();
  // Rendered on the server: until React runs the form, what a visitor typed would be reset.
  const hydrated = useHydrated();
  const submission = useMutation(
    trpc.business.submitInquiry.mutationOptions({
      onError: (error) =>
        notification.error({ key: 'business-inquiry', title: t('failed'), description: error.message }),
    }),
  );

  if (submission.isSuccess) {
    return (
      <Card>
        <Result
          icon={<CheckCircleOutlined />}
          status="success"
          title={t('sentTitle')}
          subTitle={t('sentBody')}
          data-testid="inquiry-sent"
        />
      </Card>
    );
  }

  return (
    <Card>
      <Form<InquiryFields>
        layout="vertical"
        requiredMark={false}
        disabled={!hydrated}
        onFinish={(fields) => submission.mutate({ ...fields, kind, locale })}
      >
        <Form.Item name="name" label={t('name')} rules={[{ required: true, message: t('nameRequired') }]}>
          <Input autoComplete="name" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('email')}
          rules={[{ required: true, type: 'email', message: t('emailInvalid') }]}
        >
          <Input type="email" autoComplete="email" maxLength={320} />
        </Form.Item>
        <Form.Item name="company" label={t('company')}>
          <Input autoComplete="organization" maxLength={200} />
        </Form.Item>
        {kind === 'enterprise' && (
          <Form.Item name="teamSize" label={t('teamSize')}>
            <Select
              allowClear
              options={teamSizes.map((size) => ({ value: size, label: t('people', { size }) }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="message"
          label={t('message')}
          rules={[{ required: true, min: 10, whitespace: true, message: t('messageTooShort') }]}
        >
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={5000} />
        </Form.Item>
        {/* The honeypot: off-screen for people, a field like any other for bots. */}
        <div className={styles.honeypot} aria-hidden="true">
          <Form.Item name="website" label="Website">
            <Input tabIndex={-1} autoComplete="off" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={submission.isPending} data-testid="inquiry-submit">
          {t('send')}
        </Button>
      </Form>
    </Card>
  );
}
