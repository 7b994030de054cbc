// Processes a test step started and left running. A leaked site, worker or LibreOffice keeps taking CPU
// through every later step (on CI's two cores it can double their time), so after each step they are
// named in the report and ended. Ours are told apart from anyone else's on the machine by a marker in the
// environment they inherited, since a process whose parent has gone no longer shows who started it.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

const markerName = 'VERSO_TEST_STEP';

/** The environment for one step's runner: `env` with a marker its descendants inherit. */
export function markedEnv(env) {
  return { ...env, [markerName]: randomUUID() };
}

function readProcess(pid) {
  try {
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid: Number(pid), environ, args };
  } catch {
    return undefined; // ended while read, or someone else's
  }
}

/** Live processes carrying the step's marker (none where /proc is missing). */
export function markedProcesses(env) {
  const marker = `${markerName}=${env[markerName]}\0`;
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids
    .map(readProcess)
    .filter((entry) => entry && entry.pid !== process.pid && entry.environ.includes(marker));
}

/** A short name for a process: its program and first arguments. */
function shortName({ args }) {
  const [program = '?', ...rest] = args;
  const name = program.split('/').at(-1);
  const script = rest.find((arg) => !arg.startsWith('-'));
  return script ? `${name} ${script.split('/').slice(-2).join('/')}` : name;
}

/** Ends what the step left running and says what it was, e.g. "left running, ended: 2 (node server/main.ts ×2)". */
export function endLeftRunning(env) {
  const left = markedProcesses(env);
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  if (left.length === 0) return '';
  const counts = new Map();
  for (const entry of left) counts.set(shortName(entry), (counts.get(shortName(entry)) ?? 0) + 1);
  const names = [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
  return `left running, ended: ${left.length} (${names.join(', ')})`;
}
