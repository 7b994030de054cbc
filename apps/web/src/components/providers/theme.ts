// Verso's antd theme: one primary colour and slightly rounder corners than antd's defaults.
import type { ThemeConfig } from 'antd';

export const versoTheme: ThemeConfig = {
  token: {
    colorPrimary: '#3a5bdc',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fb', footerBg: '#f5f7fb', headerPadding: 0 },
  },
};
