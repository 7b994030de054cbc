// One long-lived Apertium pipeline: the mode's programs run once in null-flush mode, and each text is a
// chunk ended by `\0`, answered by a chunk ended by `\0`. Requests are written as they come and answered
// in order, so a second request already flows through the first programs while the last ones finish
// the first: the pipeline never drains between batches.
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

interface PendingRequest {
  expected: number;
  answers: string[];
  resolve(answers: string[]): void;
  reject(error: Error): void;
  timeoutMs: number;
  timer?: NodeJS.Timeout;
}

/** Long enough for a full batch on a busy machine; a pipeline silent for longer is stuck. */
function deadlineFor(chunks: readonly string[], baseTimeoutMs: number): number {
  const chars = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return baseTimeoutMs + chars; // ≈ 1 ms per character on top: 50× slower than Apertium's usual pace
}

export class WarmPipeline {
  readonly pid: number;
  private readonly child;
  private received = '';
  private stderrTail = '';
  /** Requests written and not yet fully answered, oldest first. */
  private readonly pending: PendingRequest[] = [];
  private stoppedBecause: string | undefined;

  /**
   * `script` is the shell pipeline `apertium-wblank-mode -z` prints; its `$1` is the generator's option
   * (`-n`: no unknown-word marks, as `apertium -u`) and `$2` the tagger's (none).
   */
  constructor(
    script: string,
    private readonly baseTimeoutMs: number,
  ) {
    // Its own process group, so stopping it reaches every program in the pipeline, not only bash.
    this.child = spawn('bash', ['-c', script, 'apertium-pipeline', '-n', ''], { detached: true });
    this.pid = this.child.pid ?? -1;
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (text: string) => this.receive(text));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-2_000);
    });
    this.child.stdin.on('error', (error) => this.stop(`its input closed (${error.message})`));
    this.child.stdout.on('close', () => this.stop('its output closed'));
    this.child.on('error', (error) => this.stop(error.message));
    this.child.on('exit', (code, signal) => this.stop(`it exited (${signal ?? `code ${code}`})`));
    // An idle pipeline must never keep Node running; a request in flight keeps it alive by its timer.
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) {
      (stream as unknown as Socket).unref();
    }
  }

  get running(): boolean {
    return this.stoppedBecause === undefined;
  }

  /** Translates chunks in the stream format; answered after any request already in flight. */
  translate(chunks: readonly string[]): Promise<string[]> {
    return this.send(chunks);
  }

  close(): void {
    this.stop('it was closed');
  }

  private send(chunks: readonly string[]): Promise<string[]> {
    if (this.stoppedBecause) return Promise.reject(this.failure());
    if (chunks.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const timeoutMs = deadlineFor(chunks, this.baseTimeoutMs);
      const request: PendingRequest = { expected: chunks.length, answers: [], resolve, reject, timeoutMs };
      this.pending.push(request);
      if (this.pending.length === 1) this.startClock(request);
      this.child.stdin.write(chunks.map((chunk) => `${chunk}\0`).join(''));
    });
  }

  /** A request's deadline runs from when the pipeline starts answering it, not from when it was queued. */
  private startClock(request: PendingRequest): void {
    request.timer = setTimeout(
      () => this.stop(`it gave no answer within ${request.timeoutMs} ms`),
      request.timeoutMs,
    );
  }

  private receive(text: string): void {
    this.received += text;
    let end = this.received.indexOf('\0');
    while (end !== -1) {
      const request = this.pending[0];
      if (!request) {
        this.stop(`it answered without a request: ${JSON.stringify(this.received.slice(0, 80))}`);
        return;
      }
      request.answers.push(this.received.slice(0, end));
      this.received = this.received.slice(end + 1);
      if (request.answers.length === request.expected) {
        clearTimeout(request.timer);
        this.pending.shift();
        const next = this.pending[0];
        if (next) this.startClock(next);
        request.resolve(request.answers);
      }
      end = this.received.indexOf('\0');
    }
  }

  private failure(): Error {
    const stderr = this.stderrTail.trim();
    return new Error(
      `The Apertium pipeline (pid ${this.pid}) stopped: ${this.stoppedBecause}${stderr ? `; it said: ${stderr}` : ''}`,
    );
  }

  private stop(reason: string): void {
    if (this.stoppedBecause) return;
    this.stoppedBecause = reason;
    if (this.pid > 0) {
      try {
        process.kill(-this.pid, 'SIGKILL');
      } catch (error) {
        // ESRCH: the whole group has already exited, so there is nothing left to stop.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
    for (const request of this.pending.splice(0)) {
      clearTimeout(request.timer);
      request.reject(this.failure());
    }
  }
}
