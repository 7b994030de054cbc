// The interface languages as the picker shows them: each in its own language, with a country's flag.
// Flags are flag-icons' SVGs (MIT), the few needed copied to public/flags.
import type { Locale } from '@/i18n/routing';

export interface LanguageOption {
  code: Locale;
  /** The language's name in that language. */
  label: string;
  /** ISO 3166 code of the country whose flag stands for the language. */
  flagCode: string;
}

export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', label: 'English', flagCode: 'gb' },
  { code: 'zh', label: '简体中文', flagCode: 'cn' },
  { code: 'zh-HK', label: '繁體中文', flagCode: 'hk' },
  { code: 'es', label: 'Español', flagCode: 'es' },
  { code: 'ar', label: 'العربية', flagCode: 'sa' },
  { code: 'fr', label: 'Français', flagCode: 'fr' },
  { code: 'de', label: 'Deutsch', flagCode: 'de' },
  { code: 'ru', label: 'Русский', flagCode: 'ru' },
  { code: 'pt', label: 'Português', flagCode: 'pt' },
  { code: 'ja', label: '日本語', flagCode: 'jp' },
  { code: 'it', label: 'Italiano', flagCode: 'it' },
  { code: 'ko', label: '한국어', flagCode: 'kr' },
  { code: 'tr', label: 'Türkçe', flagCode: 'tr' },
  { code: 'pl', label: 'Polski', flagCode: 'pl' },
  { code: 'nl', label: 'Nederlands', flagCode: 'nl' },
  { code: 'sv', label: 'Svenska', flagCode: 'se' },
  { code: 'da', label: 'Dansk', flagCode: 'dk' },
  { code: 'no', label: 'Norsk', flagCode: 'no' },
  { code: 'he', label: 'עברית', flagCode: 'il' },
  { code: 'hi', label: 'हिन्दी', flagCode: 'in' },
  { code: 'th', label: 'ไทย', flagCode: 'th' },
  { code: 'vi', label: 'Tiếng Việt', flagCode: 'vn' },
  { code: 'id', label: 'Bahasa Indonesia', flagCode: 'id' },
  { code: 'ms', label: 'Bahasa Melayu', flagCode: 'my' },
  { code: 'uk', label: 'Українська', flagCode: 'ua' },
  { code: 'hu', label: 'Magyar', flagCode: 'hu' },
  { code: 'el', label: 'Ελληνικά', flagCode: 'gr' },
  { code: 'ro', label: 'Română', flagCode: 'ro' },
  { code: 'cs', label: 'Čeština', flagCode: 'cz' },
  { code: 'sk', label: 'Slovenčina', flagCode: 'sk' },
  { code: 'bg', label: 'Български', flagCode: 'bg' },
];

export const flagUrl = (flagCode: string) => `/flags/${flagCode}.svg`;
