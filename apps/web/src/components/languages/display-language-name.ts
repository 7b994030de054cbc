// A language's name in the interface language ("Spanish" in English, "español" in Spanish).

// Region codes would read "Chinese (Hong Kong)"; the script is what the user chooses between.
const displayTag: Record<string, string> = { zh: 'zh-Hans', 'zh-HK': 'zh-Hant' };

export function languageNamer(uiLocale: string): (code: string, fallback: string) => string {
  const names = new Intl.DisplayNames([uiLocale, 'en'], { type: 'language', fallback: 'none' });
  return (code, fallback) => {
    const name = names.of(displayTag[code] ?? code);
    return name ? name.charAt(0).toLocaleUpperCase(uiLocale) + name.slice(1) : fallback;
  };
}
