// `verso text "…" --from en --to es`: translate a piece of text and print it.
import { chooseEngine, resolveLanguage, translateTexts } from '@verso/core';
import type { Command } from '../command';
import { translationOptions } from '../language-options';
import { parseOptions, requireOption, requirePositional } from '../parse-options';

export const textCommand: Command = {
  summary: 'Translate a piece of text and print the translation',
  usage: 'verso text "<text>" --from <language> --to <language> [--engine <id>]',
  async run(args) {
    const { values, positionals } = parseOptions(args, translationOptions);
    const text = requirePositional(positionals, 'text');
    const from = resolveLanguage(requireOption(values.from, 'from')).code;
    const to = resolveLanguage(requireOption(values.to, 'to')).code;
    const engine = await chooseEngine(values.engine, from, to);
    const [translation] = await translateTexts([text], from, to, engine);
    process.stdout.write(`${translation ?? ''}\n`);
  },
};
