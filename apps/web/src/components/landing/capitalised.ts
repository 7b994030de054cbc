// Names that read mid-sentence in lower case ("image", "español (México)") start with a capital as a label.
export function capitalised(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
