// A heredoc (`<<<EOT`) or nowdoc (`<<<'EOT'`) token taken apart into its markers and its body, and put
// back together around a new body. Since PHP 7.3 the closing marker may be indented: that indentation
// is not part of the text, PHP strips it from every body line, so a new body is indented the same way.

export interface PhpHeredoc {
  /** `<<<EOT` with its quotes and spaces, without the line break. */
  header: string;
  marker: string;
  nowdoc: boolean;
  /** The closing marker's indentation. */
  indent: string;
  newline: '\n' | '\r\n';
  /** The body as written, its lines joined with `\n`, the indentation stripped. */
  body: string;
}

const headerPattern = /^<<<[ \t]*(["']?)([A-Za-z_]\w*)\1(?=\r?\n)/;

export function readHeredoc(raw: string): PhpHeredoc {
  const header = headerPattern.exec(raw);
  if (!header) throw new Error('Not a heredoc token');
  const [headerText, quote, marker = ''] = header;
  const newline = raw.startsWith('\r\n', headerText.length) ? '\r\n' : '\n';
  const lines = raw.slice(headerText.length + newline.length).split(/\r?\n/);
  const closing = lines.pop() ?? '';
  const indent = closing.slice(0, closing.length - marker.length);
  const body = lines.map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
  return { header: headerText, marker, nowdoc: quote === "'", indent, newline, body };
}

/** A body line that PHP would take for the closing marker: the marker, then no identifier character. */
export function closesHeredoc(line: string, marker: string): boolean {
  return new RegExp(String.raw`^[ \t]*${marker}(?![\w\u0080-\uffff])`).test(line);
}

/** The heredoc again with a new body (lines joined with `\n`), every non-empty line re-indented. */
export function writeHeredoc(heredoc: PhpHeredoc, body: string): string {
  const { header, indent, marker, newline } = heredoc;
  const lines = body === '' ? [] : body.split('\n').map((line) => (line === '' ? '' : indent + line));
  return [header, ...lines, indent + marker].join(newline);
}
