// Every `verso` subcommand, by the name typed on the command line. Add a command here to ship it.
import type { Command } from '../command';
import { detectCommand } from './detect';
import { enginesCommand } from './engines';
import { formatsCommand } from './formats';
import { languagesCommand } from './languages';
import { textCommand } from './text';
import { translateCommand } from './translate';
import { usersCommand } from './users';

export const commands: Record<string, Command> = {
  text: textCommand,
  translate: translateCommand,
  engines: enginesCommand,
  formats: formatsCommand,
  languages: languagesCommand,
  detect: detectCommand,
  users: usersCommand,
};
