// `verso doctor`: whether this installation has what it needs — engines and their languages, document
// tools, mail, storage, database and queue — one line each with what to install or set; exit 1 when a
// required part is missing.
import { listEngines } from '@verso/core';
import { ConfigError, loadConfig } from '@verso/services/config';
import { type Command, CommandError } from '../command';
import { formatDoctorReport } from '../doctor/doctor-report';
import { systemChecks } from '../doctor/system-checks';
import { machineProbe } from '../doctor/system-probe';
import { parseOptions } from '../parse-options';

function configOrStop() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandError(error.message);
    throw error;
  }
}

export const doctorCommand: Command = {
  summary: 'Check engines, document tools, mail, storage, database and queue; say what to install',
  usage: 'verso doctor',
  async run(args) {
    parseOptions(args, {});
    const config = configOrStop();
    // Loaded here: the database and storage drivers it opens are not needed by other commands.
    const { installationHealth } = await import('@verso/services/health/installationHealth');
    const [installation, system] = await Promise.all([
      installationHealth(config),
      systemChecks(machineProbe, listEngines()),
    ]);
    const { text, exitCode } = formatDoctorReport([...installation, ...system]);
    process.stdout.write(`${text}\n`);
    return exitCode;
  },
};
