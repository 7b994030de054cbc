// The site's antd theme: the variant's colours (host configuration) on slightly rounder corners than antd's.
import type { AntdThemeOverrides } from '@verso/brands';
import type { ThemeConfig } from 'antd';

const baseTheme = {
  token: {
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fb', footerBg: '#f5f7fb', headerPadding: 0 },
  },
} satisfies ThemeConfig;

export function themeWith(variant: AntdThemeOverrides): ThemeConfig {
  return { ...baseTheme, token: { ...baseTheme.token, ...variant.token } };
}
