'use client';
// The sign-in card: ask for an e-mail address and send a link, or hand over to Google.
import { GoogleOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Flex, Form, Input, Result, Typography } from 'antd';
import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { type SignInErrorCode, signInErrorCode, signInText } from './messages';

type SignInCardProps = {
  locale: string;
  googleEnabled: boolean;
  callbackUrl: string;
  errorCode: SignInErrorCode | null;
  linkSent: boolean;
};

type CardState =
  | { step: 'ask'; sending: boolean; errorCode: SignInErrorCode | null }
  | { step: 'sent'; email: string | null };

export function SignInCard({ locale, googleEnabled, callbackUrl, errorCode, linkSent }: SignInCardProps) {
  const text = signInText(locale);
  const [state, setState] = useState<CardState>(
    linkSent ? { step: 'sent', email: null } : { step: 'ask', sending: false, errorCode },
  );

  async function sendLink({ email }: { email: string }) {
    setState({ step: 'ask', sending: true, errorCode: null });
    const result = await signIn('email', { email, callbackUrl, redirect: false }).catch(() => undefined);
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
            title={text.checkTitle}
            subTitle={text.checkBody(state.email)}
            extra={
              <Button type="link" onClick={() => setState({ step: 'ask', sending: false, errorCode: null })}>
                {text.useAnotherAddress}
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
              {text.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{text.intro}</Typography.Paragraph>
            {state.errorCode && (
              <Alert
                type="error"
                showIcon
                role="alert"
                style={{ marginBottom: 16 }}
                title={text.errors[state.errorCode]}
              />
            )}
            <Form layout="vertical" requiredMark={false} onFinish={sendLink} disabled={state.sending}>
              <Form.Item
                name="email"
                label={text.emailLabel}
                rules={[
                  { required: true, message: text.emailRequired },
                  { type: 'email', message: text.emailInvalid },
                ]}
              >
                <Input type="email" autoComplete="email" placeholder={text.emailPlaceholder} size="large" />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={state.sending}>
                {text.sendLink}
              </Button>
            </Form>
            {googleEnabled && (
              <>
                <Divider plain>{text.or}</Divider>
                <Button
                  size="large"
                  block
                  icon={<GoogleOutlined />}
                  onClick={() => signIn('google', { callbackUrl })}
                >
                  {text.continueWithGoogle}
                </Button>
              </>
            )}
          </>
        )}
      </Card>
    </Flex>
  );
}
