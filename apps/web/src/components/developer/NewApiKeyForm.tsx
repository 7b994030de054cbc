'use client';
// Names and creates a key; the name only helps its owner tell keys apart later.
import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import styles from './Developer.module.css';

interface NewApiKeyFormProps {
  creating: boolean;
  error?: string;
  onCreate: (name: string) => Promise<unknown>;
}

export function NewApiKeyForm({ creating, error, onCreate }: NewApiKeyFormProps) {
  const t = useTranslations('DeveloperKeys');
  const [form] = Form.useForm<{ name: string }>();
  const submit = async ({ name }: { name: string }) => {
    await onCreate(name);
    form.resetFields();
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('createTitle')}</h2>
      <p className={styles.muted}>{t('createIntro')}</p>
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => submit(values).catch(() => {})}
        className={styles.form}
      >
        <Form.Item
          name="name"
          label={t('nameLabel')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 60 }]}
          className={styles.nameField}
        >
          <Input placeholder={t('namePlaceholder')} maxLength={60} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={creating}>
          {t('create')}
        </Button>
      </Form>
      {error && (
        <Alert type="error" showIcon className={styles.alert} title={t('createFailed')} description={error} />
      )}
    </section>
  );
}
