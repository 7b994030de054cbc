// translation/create's multipart form: every field arrives as a string; the document is a `file` part or
// an arXiv paper's `arxiv` field, exactly one of them. This schema is what the
// endpoint checks the form against and what docs/openapi.json documents; the values' own rules
// (languages, booleans, format options, the text pattern) are read after it, by their readers.
import { formalities, formatOptionNames } from '@verso/core';
import { z } from 'zod/v4';

const text = (description: string) => z.string().optional().describe(description);

/** Verso's own format options (bilingual, columns…), accepted beside the contract's names. */
const formatOptionFields = Object.fromEntries(
  // The contract has its own `password` field, described there.
  formatOptionNames
    .filter((name) => name !== 'password')
    .map((name) => [name, text(`Format option ${name} (Verso); see the format's documentation.`)]),
);

export const createTaskForm = z.object({
  file: z
    .string()
    .optional()
    .describe('The document (a file part of the form); send either file or arxiv, not both.'),
  arxiv: text(
    "An arXiv paper to translate in place of file (Verso): its id (2401.00001, hep-th/9901001) or link (https://arxiv.org/abs/2401.00001). Its LaTeX source is translated and compiled, and translatedFileUrl is the translated PDF; when arXiv holds no source, or the translation does not compile, the paper's PDF from arXiv is translated instead.",
  ),
  fromLang: z.string().describe('Source language, by name or code; "Any Language" to detect it.'),
  toLang: z.string().describe('Target language, by name or code.'),
  model: text('Model tier or engine (see /models); the Basic tier when absent.'),
  fileDescription: text('What the document is about: context for LLM engines.'),
  formality: z
    .enum(formalities)
    .optional()
    .describe(
      "How formal the translation sounds (Verso): DeepL's formality values, an instruction for LLM engines; other engines ignore it.",
    ),
  glossary: text('The name of one of your glossaries.'),
  preview: text('"true" translates a free preview first; /translation/start pays for the rest.'),
  shouldTranslateImage: text(
    '"true" translates the lettering in the pictures of a DOCX, PPTX, XLSX, EPUB, OpenDocument or PDF file too (read by OCR, erased and set in the target language); each picture is priced as one image page on top of the words.',
  ),
  shouldTranslateFileName: text('"false" keeps the file name; by default it is translated too.'),
  password: text("The PDF's password, when it is encrypted."),
  ignoreComments: text('"true" leaves comments as they are.'),
  ignoreNotes: text('"true" leaves speaker notes as they are.'),
  ignoreHeadersAndFooters: text('"true" leaves headers and footers as they are.'),
  ignoreHidden: text('"true" leaves hidden slides as they are.'),
  ignoreMasters: text('"true" leaves slide masters and layouts as they are.'),
  ignoreSheetNames: text('"true" keeps sheet names.'),
  forceOCR: text('"true" reads every PDF page with OCR.'),
  extractTextRegExpPattern: text(
    'Translate only what this regular expression matches in each segment (at most 500 characters).',
  ),
  extractTextRegExpFlags: text('Flags for extractTextRegExpPattern: a subset of gimsuy.'),
  webhookUrl: text('Where the task’s outcome is POSTed.'),
  wallet: text(
    '"personal" or "organization": which wallet pays (Verso); the key\'s setting decides otherwise.',
  ),
  ...formatOptionFields,
});
