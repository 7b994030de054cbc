// The site's antd theme: the variant's colours (host configuration) on slightly rounder corners than antd's.
import type { AntdThemeOverrides } from '@verso/brands';
import type { ThemeConfig } from 'antd';

export const siteFontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

const baseTheme = {
  token: {
    borderRadius: 8,
    fontFamily: siteFontFamily,
  },
} satisfies ThemeConfig;

export function themeWith(variant: AntdThemeOverrides): ThemeConfig {
  return { ...baseTheme, token: { ...baseTheme.token, ...variant.token } };
}
