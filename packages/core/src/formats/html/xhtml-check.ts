// Entity declarations are refused (they are how billion-laughs and external-entity attacks start, and
// no web page needs them), and a page that declares itself XML must be well-formed XML: saxes says
// where it is not. HTML's named entities (`&nbsp;`) are accepted, as XHTML's DTD defines them.
import { SaxesParser } from 'saxes';
import { UserFacingError } from '../../errors';

const entityDeclaration = /<!ENTITY/i;

export function isXmlDocument(text: string): boolean {
  return /^\s*<\?xml\s/.test(text);
}

export function refuseEntityDeclarations(text: string, formatName: string): void {
  const at = text.search(entityDeclaration);
  if (at < 0) return;
  const line = text.slice(0, at).split('\n').length;
  throw new UserFacingError(
    'bad_file',
    `This ${formatName} file declares entities at line ${line} (<!ENTITY …>). Verso does not expand them, for safety; remove the declarations and try again.`,
    { line },
  );
}

export function refuseMalformedXml(text: string): void {
  const parser = new SaxesParser({ position: true });
  let problem: { line: number; column: number; reason: string } | undefined;
  parser.on('error', (error) => {
    if (problem || /undefined entity/i.test(error.message)) return;
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.$/, '');
    problem = { line: parser.line, column: parser.column, reason };
  });
  parser.write(text).close();
  if (problem) {
    throw new UserFacingError(
      'bad_file',
      `This XHTML file is malformed at line ${problem.line}, column ${problem.column}: ${problem.reason}.`,
      { line: problem.line, column: problem.column },
    );
  }
}
