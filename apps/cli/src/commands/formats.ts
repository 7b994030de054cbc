// `verso formats`: the document formats this installation reads and writes.
import { listFormats } from '@verso/core';
import type { Command } from '../command';
import { parseOptions } from '../parse-options';
import { formatTable } from '../table';

export const formatsCommand: Command = {
  summary: 'List document formats, their file extensions and what their translations are saved as',
  usage: 'verso formats [--json]',
  async run(args) {
    const { values } = parseOptions(args, { json: { type: 'boolean' } });
    const formats = listFormats().map(({ id, label, extensions, mimeType, output }) => ({
      id,
      label,
      extensions,
      mimeType,
      output,
    }));
    if (values.json) {
      process.stdout.write(`${JSON.stringify(formats, null, 2)}\n`);
      return;
    }
    const rows = formats.map((format) => [
      format.id,
      format.label,
      format.extensions.join(' '),
      format.mimeType,
      format.output ? format.output.extension : 'same',
    ]);
    process.stdout.write(
      `${formatTable(['FORMAT', 'NAME', 'EXTENSIONS', 'MIME TYPE', 'TRANSLATED AS'], rows)}\n`,
    );
  },
};
