// The variant's colours as CSS custom properties, for the parts of the site drawn without antd (the
// header, the cookie banner, links): computed on the server by antd's own token algorithm from the host's
// theme, so a plain button matches antd's in every variant, hover and focus included. The two --ant-*
// properties are antd's own, which the pages' stylesheets read: antd defines them only on its components.
import type { AntdThemeOverrides } from '@verso/brands';
import getDesignToken from 'antd/es/theme/getDesignToken';
import type { CSSProperties } from 'react';
import { themeWith } from './theme';

export function siteColourVariables(variant: AntdThemeOverrides): CSSProperties {
  const token = getDesignToken(themeWith(variant));
  return {
    '--site-primary': token.colorPrimary,
    '--site-primary-hover': token.colorPrimaryHover,
    '--site-primary-active': token.colorPrimaryActive,
    '--site-primary-border': token.colorPrimaryBorder,
    '--site-link': token.colorLink,
    '--site-link-hover': token.colorLinkHover,
    '--site-link-active': token.colorLinkActive,
    '--ant-color-primary': token.colorPrimary,
    '--ant-color-text-secondary': token.colorTextSecondary,
  } as CSSProperties;
}
