'use client';
// antd in the variant's colours and the page's writing direction. Not part of every page: the pages that
// draw antd components get it from AntdPage, and the pieces loaded on demand (language picker, mobile
// panel, toasts, crash screen) wrap themselves in it, so pages without antd never load its engine.
import { ConfigProvider } from 'antd';
import { useLocale } from 'next-intl';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { type Locale, textDirection } from '@/i18n/routing';
import { themeWith } from './theme';

export function SiteAntd({ children }: { children: ReactNode }) {
  const { antdTheme } = useSite().host;
  const theme = useMemo(() => themeWith(antdTheme), [antdTheme]);
  const direction = textDirection(useLocale() as Locale);
  return (
    <ConfigProvider theme={theme} direction={direction}>
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
