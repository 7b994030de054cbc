// Every `verso` subcommand, by the name typed on the command line. Add a command here to ship it.
import type { Command } from '../command';
import { backupCommand, restoreCommand } from './backup';
import { creditsCommand } from './credits';
import { detectCommand } from './detect';
import { doctorCommand } from './doctor';
import { enginesCommand } from './engines';
import { formatsCommand } from './formats';
import { jobsCommand } from './jobs';
import { keysCommand } from './keys';
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
  credits: creditsCommand,
  jobs: jobsCommand,
  keys: keysCommand,
  doctor: doctorCommand,
  backup: backupCommand,
  restore: restoreCommand,
};
