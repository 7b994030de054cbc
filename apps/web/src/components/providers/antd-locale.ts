'use client';
// antd's own words (pagination, empty tables, date pickers, "OK"/"Cancel") in the interface language.
// Each pack is loaded when a page in that language first draws antd, so no page carries all 31; until
// it arrives antd speaks English. English is there from the first render: ConfigProvider wraps its
// children in one more provider once it has a locale, and a locale arriving later would remount the
// whole page, losing what the visitor had typed.
import type { Locale as AntdLocale } from 'antd/es/locale';
import english from 'antd/locale/en_US';
import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';

type Pack = () => Promise<{ default: AntdLocale }>;

const packs: Record<Locale, Pack> = {
  en: async () => ({ default: english }),
  zh: () => import('antd/locale/zh_CN'),
  'zh-HK': () => import('antd/locale/zh_HK'),
  es: () => import('antd/locale/es_ES'),
  ar: () => import('antd/locale/ar_EG'),
  fr: () => import('antd/locale/fr_FR'),
  de: () => import('antd/locale/de_DE'),
  ru: () => import('antd/locale/ru_RU'),
  pt: () => import('antd/locale/pt_PT'),
  ja: () => import('antd/locale/ja_JP'),
  it: () => import('antd/locale/it_IT'),
  ko: () => import('antd/locale/ko_KR'),
  tr: () => import('antd/locale/tr_TR'),
  pl: () => import('antd/locale/pl_PL'),
  nl: () => import('antd/locale/nl_NL'),
  sv: () => import('antd/locale/sv_SE'),
  da: () => import('antd/locale/da_DK'),
  no: () => import('antd/locale/nb_NO'),
  he: () => import('antd/locale/he_IL'),
  hi: () => import('antd/locale/hi_IN'),
  th: () => import('antd/locale/th_TH'),
  vi: () => import('antd/locale/vi_VN'),
  id: () => import('antd/locale/id_ID'),
  ms: () => import('antd/locale/ms_MY'),
  uk: () => import('antd/locale/uk_UA'),
  hu: () => import('antd/locale/hu_HU'),
  el: () => import('antd/locale/el_GR'),
  ro: () => import('antd/locale/ro_RO'),
  cs: () => import('antd/locale/cs_CZ'),
  sk: () => import('antd/locale/sk_SK'),
  bg: () => import('antd/locale/bg_BG'),
};

const loaded = new Map<Locale, AntdLocale>();

/** antd's pack for `locale`: English until it has loaded, then kept for the session. */
export function useAntdLocale(locale: Locale): AntdLocale {
  const [pack, setPack] = useState(() => loaded.get(locale) ?? english);
  useEffect(() => {
    const known = loaded.get(locale);
    if (known) {
      setPack(known);
      return;
    }
    let current = true;
    void packs[locale]().then(({ default: value }) => {
      loaded.set(locale, value);
      if (current) setPack(value);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return pack;
}
