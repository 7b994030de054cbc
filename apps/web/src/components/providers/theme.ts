// The site's antd theme: the variant's colours (host configuration) on slightly rounder corners than antd's,
// and helper and error text dark enough to read.
import type { AntdThemeOverrides } from '@verso/brands';
import type { ThemeConfig } from 'antd';

export const siteFontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

const baseTheme = {
  token: {
    borderRadius: 8,
    fontFamily: siteFontFamily,
    // antd's grey for secondary text and descriptions (black at 45 %) reads at 3.4:1 on white;
    // at 58 % it is 5.3:1 on white and 5.0:1 on the page's background (WCAG AA asks 4.5:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    // antd's red (#ff4d4f) reads at 3.3:1 on white, on the words of danger buttons and error text; its
    // palette's seventh red at 5.6:1. Error tints and borders are derived from it.
    colorError: '#cf1322',
  },
} satisfies ThemeConfig;

export function themeWith(variant: AntdThemeOverrides): ThemeConfig {
  return { ...baseTheme, token: { ...baseTheme.token, ...variant.token } };
}
