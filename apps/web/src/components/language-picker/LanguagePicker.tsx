'use client';
// SPEC §2 language picker: a 600 px dialog titled with the product name, one button per interface language.
import { theme } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { dialogWidths } from '@/components/dialogs/dialog-widths';
import { SiteModal } from '@/components/dialogs/SiteModal';
import { useSite } from '@/components/site/SiteProvider';
import type { Locale } from '@/i18n/routing';
import styles from './LanguagePicker.module.css';
import { flagUrl, languageOptions } from './language-options';
import { useSwitchLocale } from './use-switch-locale';

interface LanguagePickerProps {
  open: boolean;
  onClose: () => void;
}

export function LanguagePicker({ open, onClose }: LanguagePickerProps) {
  const t = useTranslations('LanguagePicker');
  const { host } = useSite();
  const current = useLocale();
  const switchLocale = useSwitchLocale();
  const { token } = theme.useToken();
  const accent = { '--picker-accent': token.colorPrimary } as CSSProperties;
  const choose = async (locale: Locale) => {
    await switchLocale(locale);
    onClose();
  };
  return (
    <SiteModal
      open={open}
      onCancel={onClose}
      title={host.name}
      width={dialogWidths.languagePicker}
      footer={null}
      closable
      destroyOnHidden
    >
      <p className={styles.hint}>{t('choose')}</p>
      <ul className={styles.grid} aria-label={t('languages')} style={accent}>
        {languageOptions.map(({ code, label, flagCode }) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              className={styles.option}
              aria-current={code === current ? 'true' : undefined}
              onClick={() => choose(code)}
            >
              {/* biome-ignore lint/performance/noImgElement: a 20 px SVG flag gains nothing from next/image */}
              <img src={flagUrl(flagCode)} alt="" width={20} height={15} className={styles.flag} />
              {label}
            </button>
          </li>
        ))}
      </ul>
    </SiteModal>
  );
}
