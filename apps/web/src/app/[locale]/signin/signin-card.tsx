'use client';
// The sign-in card: ask for an e-mail address and send a link, or hand over to Google or WeChat
// (whichever the variant offers).
import { GoogleOutlined, MailOutlined, WechatOutlined } from '@ant-design/icons';
import type { AuthMethod } from '@verso/brands';
import { Alert, Button, Card, Divider, Flex, Form, Input, Result, Typography } from 'antd';
import { signIn } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { type SignInErrorCode, signInErrorCode } from './sign-in-error-code';

type SignInCardProps = {
  /** The variant's sign-in methods this server has set up (SPEC §6). */
  methods: readonly AuthMethod[];
  callbackUrl: string;
  errorCode: SignInErrorCode | null;
  linkSent: boolean;
  /** The site has no mail server: links go to the operator's outbox and log instead of an inbox. */
  noMailServer: boolean;
};

type CardState =
  | { step: 'ask'; sending: boolean; errorCode: SignInErrorCode | null }
  | { step: 'sent'; email: string | null };

export function SignInCard({ methods, callbackUrl, errorCode, linkSent, noMailServer }: SignInCardProps) {
  const t = useTranslations('SignIn');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [state, setState] = useState<CardState>(
    linkSent ? { step: 'sent', email: null } : { step: 'ask', sending: false, errorCode },
  );

  async function sendLink({ email }: { email: string }) {
    setState({ step: 'ask', sending: true, errorCode: null });
    // The locale rides along so the mail is written in the language of this page (auth/email-provider.ts).
    const result = await signIn('email', { email, callbackUrl, locale, redirect: false }).catch(
      () => undefined,
    );
    if (result?.ok && !result.error) setState({ step: 'sent', email });
    else
      setState({ step: 'ask', sending: false, errorCode: signInErrorCode(result?.error) ?? 'EmailSignin' });
  }

  return (
    <Flex justify="center" align="flex-start" style={{ padding: '48px 16px', minHeight: '70vh' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        {state.step === 'sent' ? (
          <Result
            icon={<MailOutlined />}
            title={noMailServer ? t('outboxTitle') : t('checkTitle')}
            subTitle={
              noMailServer
                ? t('outboxBody')
                : state.email
                  ? t('checkBody', { email: state.email })
                  : t('checkBodyNoAddress')
            }
            extra={
              <Button type="link" onClick={() => setState({ step: 'ask', sending: false, errorCode: null })}>
                {t('useAnotherAddress')}
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
              {t('title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
            {state.errorCode && (
              <Alert
                type="error"
                showIcon
                role="alert"
                style={{ marginBottom: 16 }}
                title={t(`errors.${state.errorCode}`)}
              />
            )}
            <Form
              layout="vertical"
              requiredMark={false}
              onFinish={sendLink}
              disabled={state.sending || !hydrated}
            >
              <Form.Item
                name="email"
                label={t('emailLabel')}
                rules={[
                  { required: true, message: t('emailRequired') },
                  { type: 'email', message: t('emailInvalid') },
                ]}
              >
                <Input type="email" autoComplete="email" placeholder={t('emailPlaceholder')} size="large" />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={state.sending}>
                {t('sendLink')}
              </Button>
            </Form>
            {methods.some((method) => method !== 'email') && <Divider plain>{t('or')}</Divider>}
            <Flex vertical gap={12}>
              {methods.includes('google') && (
                <Button
                  size="large"
                  block
                  icon={<GoogleOutlined />}
                  onClick={() => signIn('google', { callbackUrl })}
                >
                  {t('continueWithGoogle')}
                </Button>
              )}
              {methods.includes('wechat') && (
                <Button
                  size="large"
                  block
                  icon={<WechatOutlined style={{ color: '#07c160' }} />}
                  onClick={() => signIn('wechat', { callbackUrl })}
                >
                  {t('continueWithWechat')}
                </Button>
              )}
            </Flex>
          </>
        )}
      </Card>
    </Flex>
  );
}
