// TOML front matter (`+++`, as Hugo writes it): the `title` and `description` lines are translated
// when they hold a one-line basic string, the common case; anything else stays as written.
import type { FrontMatterValue } from './front-matter';

const translatedLine = /^(title|description)[ \t]*=[ \t]*"((?:[^"\\\r\n]|\\.)*)"/gm;

function decodeBasicString(escaped: string): string | undefined {
  try {
    // TOML's basic-string escapes are JSON's, plus `\UXXXXXXXX`, which JSON.parse refuses: then skip.
    return JSON.parse(`"${escaped}"`) as string;
  } catch {
    return undefined;
  }
}

export function tomlFrontMatterValues(source: string, start: number, end: number): FrontMatterValue[] {
  const body = source.slice(start, end);
  return Array.from(body.matchAll(translatedLine)).flatMap((match) => {
    const [, key = '', escaped = ''] = match;
    const text = decodeBasicString(escaped);
    const valueStart = start + match.index + match[0].length - escaped.length - 2;
    if (text === undefined) return [];
    return [
      {
        key,
        text,
        span: { start: valueStart, end: valueStart + escaped.length + 2 },
        style: 'toml' as const,
      },
    ];
  });
}
