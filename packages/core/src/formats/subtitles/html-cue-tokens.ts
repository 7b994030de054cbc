// SRT and WebVTT style cues with HTML-like tags: `<i>`, `<b>`, `<font color="red">`, `<c.yellow>`,
// `<v Speaker>`, karaoke timestamps `<00:00:01.500>`; SRT files made from ASS also carry `{\an8}`.
import type { CueToken } from './cue-markup';

const markupPattern = /<(\/?)([A-Za-z][\w-]*)[^<>]*>|<\d[\d:.,]*>|\{\\[^{}]*\}|\r?\n/g;

export function tokeniseHtmlCue(cueText: string): CueToken[] {
  if (!cueText.includes('<') && !cueText.includes('{')) return plainCueTokens(cueText);
  const tokens: CueToken[] = [];
  let position = 0;
  for (const match of cueText.matchAll(markupPattern)) {
    if (match.index > position) tokens.push({ kind: 'text', text: cueText.slice(position, match.index) });
    tokens.push(tokenOf(match[0], match[1], match[2]));
    position = match.index + match[0].length;
  }
  if (position < cueText.length) tokens.push({ kind: 'text', text: cueText.slice(position) });
  return tokens;
}

function tokenOf(markup: string, slash: string | undefined, name: string | undefined): CueToken {
  if (markup.endsWith('\n')) return { kind: 'break', markup };
  if (!name || markup.endsWith('/>')) return { kind: 'standalone', markup };
  // `<c.yellow>` closes with `</c>`: the class is not part of the name.
  const tagName = name.split('.')[0]?.toLowerCase() ?? name;
  return slash ? { kind: 'close', name: tagName, markup } : { kind: 'open', name: tagName, markup };
}

/** Most cues have no tags: their only tokens are text and line breaks, found without the regex. */
function plainCueTokens(cueText: string): CueToken[] {
  const tokens: CueToken[] = [];
  let position = 0;
  for (let newline = cueText.indexOf('\n'); newline !== -1; newline = cueText.indexOf('\n', position)) {
    const breakStart = newline > position && cueText.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    if (breakStart > position) tokens.push({ kind: 'text', text: cueText.slice(position, breakStart) });
    tokens.push({ kind: 'break', markup: cueText.slice(breakStart, newline + 1) });
    position = newline + 1;
  }
  if (position < cueText.length) tokens.push({ kind: 'text', text: cueText.slice(position) });
  return tokens;
}
