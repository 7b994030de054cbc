'use client';
// The settings every translation job takes, whatever its source (files, an arXiv paper): languages,
// engine, formality, glossary and the wallet that pays. One state and one set of fields for both forms.
import type { Formality } from '@verso/core';
import type { Payer } from '@verso/services';
import { Form } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { GlossaryPicker } from '@/components/glossaries/GlossaryPicker';
import { LanguagePair } from '@/components/languages/LanguagePair';
import { type LanguagePairValue, pairInto } from '@/components/languages/language-pair-value';
import { EngineSelect } from './EngineSelect';
import { FormalitySelect } from './FormalitySelect';
import { WalletChoice } from './WalletChoice';

/** The engine a form starts with: Apertium runs on the server, so it works on every installation. */
export const defaultEngine = 'apertium';

export function useJobSettings(initialTarget: string) {
  const [pair, setPair] = useState<LanguagePairValue>(() => pairInto(initialTarget));
  const [engine, setEngine] = useState(defaultEngine);
  const [glossaryId, setGlossaryId] = useState<string | undefined>();
  const [formality, setFormality] = useState<Formality>('default');
  const [wallet, setWallet] = useState<Payer>('personal');
  return {
    pair,
    engine,
    glossaryId,
    formality,
    wallet,
    set: {
      pair: setPair,
      engine: setEngine,
      glossaryId: setGlossaryId,
      formality: setFormality,
      wallet: setWallet,
    },
  };
}

export type JobSettings = ReturnType<typeof useJobSettings>;

export function JobSettingsFields({ settings }: { settings: JobSettings }) {
  const t = useTranslations('TranslateDocuments');
  const tGlossaries = useTranslations('Glossaries');
  const { set } = settings;
  return (
    <>
      <Form.Item label={t('languages')}>
        <LanguagePair value={settings.pair} onChange={set.pair} />
      </Form.Item>
      <Form.Item label={t('engine')}>
        <EngineSelect value={settings.engine} onChange={set.engine} />
      </Form.Item>
      <Form.Item label={t('formality.label')} extra={t('formality.hint')}>
        <FormalitySelect value={settings.formality} onChange={set.formality} />
      </Form.Item>
      <Form.Item label={tGlossaries('label')}>
        <GlossaryPicker value={settings.glossaryId} onChange={set.glossaryId} />
      </Form.Item>
      <WalletChoice value={settings.wallet} onChange={set.wallet} />
    </>
  );
}
