// SPEC §3 "Host configuration": what pages show of the brand (name, logos, contacts, theme). It starts
// from the variant and the operator may override each field from the environment.
import type { Brand, Platform, ThemedImage } from './brand';

/** antd's theme tokens the variant sets; structurally a subset of antd's `ThemeConfig`. */
export interface AntdThemeOverrides {
  token: { colorPrimary: string; colorLink: string; colorInfo: string };
}

export interface HostConfig {
  name: string;
  /** The name written beside the mark where the logo is drawn as mark + text. */
  logoName: string;
  logoPath: ThemedImage;
  logoWithName: ThemedImage;
  favicon: string;
  communityUrl?: string;
  /** The file-converter site the Products menu links to, in the variants that offer one. */
  converterUrl?: string;
  /** QR code of the WeCom (WeChat Work) account support answers on. */
  weComImg?: string;
  supportEmail: string;
  platform: Platform;
  /** Google Analytics measurement id; analytics load only when it is set. */
  googleAnalysis?: string;
  antdTheme: AntdThemeOverrides;
}

/** What the operator may set in the environment; each field replaces the variant's own. */
export interface HostOverrides {
  name?: string;
  logoName?: string;
  logoLight?: string;
  logoDark?: string;
  logoWithNameLight?: string;
  logoWithNameDark?: string;
  favicon?: string;
  communityUrl?: string;
  converterUrl?: string;
  weComImg?: string;
  supportEmail?: string;
  googleAnalysis?: string;
  primaryColor?: string;
}

export function hostConfigFor(brand: Brand, overrides: HostOverrides = {}): HostConfig {
  const primary = overrides.primaryColor ?? brand.theme.primary;
  return {
    name: overrides.name ?? brand.name,
    logoName: overrides.logoName ?? overrides.name ?? brand.name,
    logoPath: {
      light: overrides.logoLight ?? brand.logo.mark.light,
      dark: overrides.logoDark ?? brand.logo.mark.dark,
    },
    logoWithName: {
      light: overrides.logoWithNameLight ?? brand.logo.withName.light,
      dark: overrides.logoWithNameDark ?? brand.logo.withName.dark,
    },
    favicon: overrides.favicon ?? brand.favicon,
    communityUrl: overrides.communityUrl ?? brand.communityUrl,
    // No default: a variant's own converter site is the operator's to run and name.
    converterUrl: brand.features.converter ? overrides.converterUrl : undefined,
    weComImg: overrides.weComImg ?? brand.messengerContactImage,
    supportEmail: overrides.supportEmail ?? brand.support.email,
    platform: brand.platform,
    googleAnalysis: overrides.googleAnalysis,
    antdTheme: { token: { colorPrimary: primary, colorLink: primary, colorInfo: primary } },
  };
}
