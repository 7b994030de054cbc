// One running LibreOffice: the Python UNO bridge (uno-server-script.ts) and the headless soffice it
// starts, in a process group of their own with a fresh locked-down profile (no macros, no link
// updates: locked-down-profile.ts) in a temporary directory. Requests go
// one at a time (the converter queues them); `stop` kills the whole group, which is how a conversion
// that runs too long is ended.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killProcessGroup } from '../../processes/process-group';
import { writeLockedDownProfile } from './locked-down-profile';
import { unoServerScript } from './uno-server-script';

/** Debian's python3-uno is built for the system interpreter, not for whichever python3 is first on PATH. */
const systemPython = '/usr/bin/python3';

export interface ConversionOrder {
  input: string;
  output: string;
  /** LibreOffice's export filter: `MS Word 2007 XML`. */
  filter: string;
  /** Prefixes of the LibreOffice type names the input may be detected as: `writer_MS_Word_97`. */
  accept: readonly string[];
}

export type BridgeReply =
  | { status: 'converted' }
  | { status: 'wrong_type'; type: string }
  | { status: 'unreadable'; reason: string };

/** What went wrong when LibreOffice stopped or never started: its last words on stderr. */
export class LibreOfficeStopped extends Error {}

export class LibreOfficeProcess {
  readonly directory = mkdtempSync(path.join(tmpdir(), 'verso-libreoffice-'));
  private readonly pipe = `verso-${path.basename(this.directory)}`;
  private readonly child: ChildProcessWithoutNullStreams;
  private stdout = '';
  private stderr = '';
  private exited = false;
  private waiting?: { resolve: (line: string) => void; reject: (error: Error) => void };

  constructor(startSeconds: number) {
    const profile = path.join(this.directory, 'profile');
    writeLockedDownProfile(profile);
    this.child = spawn(systemPython, ['-c', unoServerScript, profile, this.pipe, `${startSeconds}`], {
      detached: true,
      stdio: 'pipe',
    });
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => this.receive(chunk));
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    // Writing to a bridge that just died fails with EPIPE; its exit is what reports the failure.
    this.child.stdin.on('error', () => {});
    this.child.on('error', (error) => this.end(error.message));
    this.child.on('exit', (code, signal) => this.end(`exited with ${signal ?? `code ${code}`}`));
    this.idle();
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** Resolves once LibreOffice accepts conversions. */
  async ready(): Promise<void> {
    const line = await this.nextLine();
    if (!JSON.parse(line).ready) throw new LibreOfficeStopped(`unexpected greeting ${line}`);
  }

  async request(order: ConversionOrder): Promise<BridgeReply> {
    this.child.stdin.write(`${JSON.stringify(order)}\n`);
    return JSON.parse(await this.nextLine()) as BridgeReply;
  }

  /** Kills LibreOffice and the bridge at once and removes the profile; safe to call from an exit handler. */
  stop(): void {
    if (!this.exited && this.child.pid) killProcessGroup(this.child.pid);
    this.end('was stopped');
    rmSync(this.directory, { recursive: true, force: true });
    // A killed LibreOffice leaves its named pipe's socket behind; it is always under /tmp.
    rmSync(`/tmp/OSL_PIPE_${process.getuid?.() ?? 0}_${this.pipe}`, { force: true });
  }

  private async nextLine(): Promise<string> {
    if (this.exited) throw new LibreOfficeStopped(this.stderr.trim() || 'LibreOffice is not running');
    this.busy();
    try {
      return await new Promise((resolve, reject) => {
        this.waiting = { resolve, reject };
        this.deliver();
      });
    } finally {
      this.idle();
    }
  }

  private receive(chunk: string) {
    this.stdout += chunk;
    this.deliver();
  }

  private deliver() {
    const newline = this.stdout.indexOf('\n');
    if (newline < 0 || !this.waiting) return;
    const line = this.stdout.slice(0, newline);
    this.stdout = this.stdout.slice(newline + 1);
    const { resolve } = this.waiting;
    this.waiting = undefined;
    resolve(line);
  }

  private end(how: string) {
    if (this.exited) return;
    this.exited = true;
    const reason = [`LibreOffice ${how}`, this.stderr.trim()].filter(Boolean).join(': ');
    this.waiting?.reject(new LibreOfficeStopped(reason));
    this.waiting = undefined;
  }

  /** An idle LibreOffice must not keep a finished CLI run alive (the exit handler stops it)… */
  private idle() {
    for (const handle of this.handles()) handle.unref();
  }

  /** …but one that is working must, or Node would exit while awaiting its answer. */
  private busy() {
    for (const handle of this.handles()) handle.ref();
  }

  private handles(): { ref(): unknown; unref(): unknown }[] {
    const { stdin, stdout, stderr } = this.child;
    // A child's pipes are sockets, though typed as plain streams.
    return [this.child, ...[stdin, stdout, stderr].map((pipe) => pipe as unknown as Socket)];
  }
}
