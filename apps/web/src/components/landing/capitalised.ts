// Names that read mid-sentence in lower case ("image", "español (México)") start with a capital as a label;
// a name whose own casing is deliberate ("arXiv paper") is left as it is written.
export function capitalised(text: string, locale: string): string {
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
