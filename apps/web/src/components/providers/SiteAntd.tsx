'use client';
// antd in the variant's colours, the page's writing direction and its language. Not part of every page: the pages that
// draw antd components get it from AntdPage, and the pieces loaded on demand (language picker, mobile
// panel, toasts, crash screen) wrap themselves in it, so pages without antd never load its engine.
import { ConfigProvider } from 'antd';
import { useLocale } from 'next-intl';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { type Locale, textDirection } from '@/i18n/routing';
import { useAntdLocale } from './antd-locale';
import { themeWith } from './theme';

export function SiteAntd({ children }: { children: ReactNode }) {
  const { antdTheme } = useSite().host;
  const theme = useMemo(() => themeWith(antdTheme), [antdTheme]);
  const locale = useLocale() as Locale;
  const antdLocale = useAntdLocale(locale);
  return (
    <ConfigProvider theme={theme} direction={textDirection(locale)} locale={antdLocale}>
      {children}
    </ConfigProvider>
  );
}

/** A component drawn inside SiteAntd: for the antd pieces loaded on demand with import(). */
export function withSiteAntd<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function InSiteAntd(props: Props) {
    return (
      <SiteAntd>
        <Component {...props} />
      </SiteAntd>
    );
  };
}
