// An arXiv paper as a user names it: a bare id, `arxiv:` followed by one, or any arXiv URL (abs, pdf,
// html, e-print), with or without a version. Only the id and the version matter to Verso.
import { UserFacingError } from '../errors';

export interface ArxivId {
  /** `2401.00001` or, for papers before April 2007, `hep-th/9901001`. */
  id: string;
  /** The `vN` the user named; absent means the latest. */
  version?: number;
}

// Since 2007: YYMM.NNNN (four digits until 2014, five since). Before: archive(.subject)/YYMMNNN.
const idPattern = /^(\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v(\d+))?$/;
const pathPattern = /^\/(?:abs|pdf|html|e-print|src|format)\/(.+?)(?:\.pdf)?\/?$/;

function badReference(input: string): UserFacingError {
  return new UserFacingError(
    'bad_request',
    `“${input}” is not an arXiv paper. Give its id (2401.00001, hep-th/9901001) or its arXiv link (https://arxiv.org/abs/2401.00001).`,
  );
}

/** The id part of a URL on arxiv.org (or a mirror such as export.arxiv.org), or undefined for any other text. */
function idInUrl(text: string): string | undefined {
  const withScheme = /^[a-z]+:\/\//i.test(text) ? text : `https://${text}`;
  if (!/^(?:https?:\/\/)?(?:[\w-]+\.)*arxiv\.org\//i.test(withScheme)) return undefined;
  const url = URL.parse(withScheme);
  return url ? pathPattern.exec(url.pathname)?.[1] : undefined;
}

export function parseArxivId(input: string): ArxivId {
  const text = input.trim();
  const candidate = idInUrl(text) ?? text.replace(/^arxiv:\s*/i, '');
  const match = idPattern.exec(candidate);
  if (!match?.[1]) throw badReference(input);
  return match[2] ? { id: match[1], version: Number(match[2]) } : { id: match[1] };
}

/** `2401.00001v2`, as arXiv's own paths write a paper. */
export function arxivPath({ id, version }: ArxivId): string {
  return version === undefined ? id : `${id}v${version}`;
}
