// The names of the installed modes, as `apertium -l` prints them. The `apertium` script lists its data
// folder with a `basename` process per mode: about 90 forks, seconds on a busy machine (a readiness
// probe waits 2 s). So the folder is read here, as the script would; another command is asked itself.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { coreEnvironment, type Environment } from '../../environment';
import { runCommand } from './run-apertium';

const defaultDataDir = '/usr/share/apertium';

export async function modeListing(command: string, env: Environment = coreEnvironment()): Promise<string> {
  if (command === 'apertium') {
    const folder = join(env.APERTIUM_DATADIR?.trim() || defaultDataDir, 'modes');
    const names = await readdir(folder).catch(() => undefined);
    // No folder: Apertium is not installed there, and `apertium -l` says so in its own words.
    if (names) {
      const modes = names.filter((name) => name.endsWith('.mode')).map((name) => name.slice(0, -5));
      // In the order the script's glob lists them: the first mode of a pair is the one used.
      return modes.sort().join('\n');
    }
  }
  return runCommand(command, ['-l']);
}
