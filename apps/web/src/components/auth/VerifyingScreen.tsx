'use client';
// Full-screen view shown while a protected page waits for the session to be confirmed.
import { LockOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { VersoMark } from '@/components/shell/VersoMark';
import styles from './VerifyingScreen.module.css';

export function VerifyingScreen() {
  const t = useTranslations('Auth');
  return (
    <div className={styles.screen} role="status" aria-live="polite" data-testid="verifying-screen">
      <div className={styles.panel}>
        <VersoMark size={45} />
        <div className={styles.name}>Verso</div>
        <div className={styles.message}>
          <LockOutlined />
          {t('verifying')}
        </div>
        <Spin size="small" />
      </div>
    </div>
  );
}
