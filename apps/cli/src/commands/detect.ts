// `verso detect "<text>"`: which language a text is written in, found offline. The code comes first so
// scripts can take it with `cut -d' ' -f1`.
import { detectLanguage, languageByCode } from '@verso/core';
import { type Command, CommandError } from '../command';
import { parseOptions, requirePositional } from '../parse-options';

export const detectCommand: Command = {
  summary: 'Detect the language of a text (prints its code, name and confidence)',
  usage: 'verso detect "<text>"',
  async run(args) {
    const { positionals } = parseOptions(args, {});
    const text = requirePositional(positionals, 'text');
    const detected = detectLanguage(text);
    const language = detected && languageByCode(detected.code);
    if (!detected || !language)
      throw new CommandError('Could not detect the language of this text; it may be too short or mixed.');
    process.stdout.write(`${language.code} ${language.name} ${detected.confidence.toFixed(2)}\n`);
  },
};
