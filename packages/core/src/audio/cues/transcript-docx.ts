// The transcript as a Word document: a title, then a paragraph per sentence led by the time it was
// spoken, in the transcript's language (spelling checks and right-to-left layout follow it). Written from
// scratch: the smallest package Word and LibreOffice open — content types, the package's relationship
// and the document part.

import { writePackage } from '../../formats/office-package/write-package';
import { escapeAttribute, escapeText } from '../../formats/xml-toolkit/xml-escape';
import { languageByCode } from '../../languages';
import type { Script } from '../../languages-scripts';
import type { TranscriptLine } from './transcript';

const wordprocessing = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const packageRelationships = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** `1:02:03` from the start, or `2:03` in the first hour. */
export function spokenAt(seconds: number): string {
  const whole = Math.floor(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

const eastAsianScripts: readonly (Script | undefined)[] = ['Hans', 'Hant', 'Jpan', 'Kore'];

interface Writing {
  /** The run properties' language: Word reads a script's text with the attribute for its kind. */
  lang: string;
  rightToLeft: boolean;
}

function writingOf(code: string): Writing {
  const known = languageByCode(code);
  const value = escapeAttribute(code, '"');
  const rightToLeft = known?.direction === 'rtl';
  const kind = rightToLeft ? 'w:bidi' : eastAsianScripts.includes(known?.script) ? 'w:eastAsia' : 'w:val';
  return { lang: `<w:lang ${kind}="${value}"/>`, rightToLeft };
}

function run(text: string, writing: Writing, extra = ''): string {
  const direction = writing.rightToLeft ? '<w:rtl/>' : '';
  return `<w:r><w:rPr>${extra}${direction}${writing.lang}</w:rPr><w:t xml:space="preserve">${escapeText(text)}</w:t></w:r>`;
}

function paragraph(runs: string, writing: Writing, spacingAfter: number): string {
  const bidi = writing.rightToLeft ? '<w:bidi/>' : '';
  return `<w:p><w:pPr>${bidi}<w:spacing w:after="${spacingAfter}"/></w:pPr>${runs}</w:p>`;
}

export interface TranscriptDocument {
  title: string;
  /** The transcript's language code (`en`, `ar`). */
  language: string;
}

export function transcriptDocx(lines: readonly TranscriptLine[], { title, language }: TranscriptDocument) {
  const writing = writingOf(language);
  const heading = paragraph(run(title, writing, '<w:b/><w:sz w:val="32"/>'), writing, 240);
  const body = lines.map((line) =>
    paragraph(
      run(spokenAt(line.start), writing, '<w:color w:val="666666"/>') + run(` ${line.text}`, writing),
      writing,
      120,
    ),
  );
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${wordprocessing}"><w:body>${heading}${body.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(xml), compressed: true });
  return writePackage({
    entries: [
      part('[Content_Types].xml', contentTypes),
      part('_rels/.rels', packageRelationships),
      part('word/document.xml', document),
    ],
  });
}
