// The variables a double-quoted string or a heredoc fills in (`$name`, `$user->name`, `$list[0]`,
// `{$user->name}`, `${name}`): found in the literal as written, so the text between them can be read
// and translated while each one is kept, byte for byte, as a placeholder the engine never sees into.

export interface PhpInterpolation {
  start: number;
  end: number;
}

const maxExpression = 1000;
const identifier = /[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/y;
const identifierStart = /[A-Za-z_\u0080-\uffff]/;

function identifierEnd(body: string, at: number): number | undefined {
  identifier.lastIndex = at;
  return identifier.exec(body) ? identifier.lastIndex : undefined;
}

/** `{$…}` and `${…}`: up to the brace that closes the opening one, quoted strings inside skipped. */
function bracedEnd(body: string, open: number): number | undefined {
  let depth = 0;
  // No variable expression is this long: a `{$` never closed is not searched for to the end every time.
  const limit = Math.min(body.length, open + maxExpression);
  for (let index = open; index < limit; index += 1) {
    const character = body[index];
    if (character === '\\') index += 1;
    else if (character === "'" || character === '"') {
      const close = body.indexOf(character, index + 1);
      if (close < 0 || close >= limit) return undefined;
      index = close;
    } else if (character === '{') depth += 1;
    else if (character === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return undefined;
}

/** PHP's simple syntax: `$name`, then at most one `[key]` or `->property` (`?->` since PHP 8). */
function simpleEnd(body: string, at: number): number | undefined {
  const nameEnd = identifierEnd(body, at + 1);
  if (nameEnd === undefined) return undefined;
  if (body[nameEnd] === '[') {
    const close = body.slice(nameEnd, nameEnd + maxExpression).indexOf(']') + nameEnd;
    const key = close < nameEnd ? '' : body.slice(nameEnd + 1, close);
    if (close > nameEnd + 1 && !/[\s\\$"]/.test(key)) return close + 1;
    return nameEnd;
  }
  const arrow = body.startsWith('->', nameEnd) ? 2 : body.startsWith('?->', nameEnd) ? 3 : 0;
  const propertyEnd = arrow ? identifierEnd(body, nameEnd + arrow) : undefined;
  return propertyEnd ?? nameEnd;
}

function interpolationEnd(body: string, at: number): number | undefined {
  const character = body[at];
  const after = body[at + 1] ?? '';
  if (character === '{' && after === '$') return bracedEnd(body, at);
  if (character !== '$') return undefined;
  if (after === '{') return bracedEnd(body, at + 1);
  return identifierStart.test(after) ? simpleEnd(body, at) : undefined;
}

/** The interpolations of a literal's body as written (without its quotes or heredoc markers). */
export function findInterpolations(body: string): PhpInterpolation[] {
  if (!body.includes('$')) return [];
  const found: PhpInterpolation[] = [];
  for (let index = 0; index < body.length; index += 1) {
    if (body[index] === '\\') {
      index += 1;
      continue;
    }
    const end = interpolationEnd(body, index);
    if (end === undefined) continue;
    found.push({ start: index, end });
    index = end - 1;
  }
  return found;
}

// After a simple `$name` (or `$object->name`), these would lengthen it into another variable, an array
// access or a property: the interpolation is then written `{$name}`, which means the same and ends there.
const extendsSimple = (interpolation: string, following: string): boolean => {
  if (/^\$[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*$/.test(interpolation))
    return /^(?:[\w\u0080-\uffff[]|\??->[A-Za-z_\u0080-\uffff])/.test(following);
  return (
    /^\$[\w\u0080-\uffff]+\??->[\w\u0080-\uffff]+$/.test(interpolation) &&
    /^[\w\u0080-\uffff]/.test(following)
  );
};

/**
 * An interpolation written back between translated text: braced when the text after it would change
 * which variable it reads, or when a `{` before it would turn it into `{$…}` complex syntax.
 */
export function writeInterpolation(interpolation: string, before: string, following: string): string {
  const simple = interpolation.startsWith('$') && !interpolation.startsWith('${');
  if (
    simple &&
    (before.endsWith('{') || extendsSimple(interpolation, following)) &&
    !interpolation.includes('[')
  )
    return `{${interpolation}}`;
  return interpolation;
}
