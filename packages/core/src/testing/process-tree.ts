// This process's descendants as /proc shows them, for tests that check what a conversion left running.
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessEntry {
  pid: number;
  ppid: number;
  comm: string;
  /** The process group: each conversion runs in a group of its own. */
  pgid: number;
  /** `Z` for a zombie: dead, only waiting for its parent to collect its exit status. */
  state: string;
}

function readEntry(pid: string): ProcessEntry | undefined {
  try {
    // pid (comm) state ppid …; comm may itself hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const [state = '', ppid = '', pgid = ''] = stat.slice(close + 2).split(' ');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    return { pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), comm, state };
  } catch {
    return undefined; // it ended while the list was read
  }
}

const liveProcesses = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readEntry)
    .filter((entry): entry is ProcessEntry => entry !== undefined && entry.state !== 'Z');

/** Live processes named `comm` below `ancestor` (this process by default). */
export function descendantsNamed(comm: string, ancestor = process.pid): number[] {
  return descendantEntriesNamed(comm, ancestor).map((entry) => entry.pid);
}

/** The process groups of the live processes named `comm` below `ancestor`: one per program run in its own group. */
export function descendantGroupsNamed(comm: string, ancestor = process.pid): number[] {
  return [...new Set(descendantEntriesNamed(comm, ancestor).map((entry) => entry.pgid))];
}

function descendantEntriesNamed(comm: string, ancestor: number): ProcessEntry[] {
  const processes = liveProcesses();
  const parentOf = new Map(processes.map((entry) => [entry.pid, entry.ppid]));
  const below = (pid: number) => {
    for (let parent = parentOf.get(pid); parent !== undefined; parent = parentOf.get(parent)) {
      if (parent === ancestor) return true;
    }
    return false;
  };
  return processes.filter((entry) => entry.comm === comm && below(entry.pid));
}

/** True while `pid` is alive (a zombie counts as ended). */
export function isRunning(pid: number): boolean {
  const entry = readEntry(String(pid));
  return entry !== undefined && entry.state !== 'Z';
}
