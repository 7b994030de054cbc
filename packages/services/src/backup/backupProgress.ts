// Progress of a backup or restore as lines for a person: each step as it starts, and while a step copies,
// a count at most every two seconds (a log stays readable, a terminal shows it moving).

export type ProgressReport = (line: string) => void;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Counts files and bytes of one step, reporting them now and then and once at the end. */
export function copyCounter(report: ProgressReport, what: string, intervalMs = 2000) {
  let files = 0;
  let bytes = 0;
  let lastReport = Date.now();
  const line = () => `${what}: ${files} file${files === 1 ? '' : 's'}, ${formatBytes(bytes)}`;
  return {
    get files() {
      return files;
    },
    get bytes() {
      return bytes;
    },
    /** Counts the bytes that pass through `body`, reporting as they do. */
    async *through(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
      for await (const chunk of body) {
        bytes += chunk.length;
        if (Date.now() - lastReport >= intervalMs) {
          lastReport = Date.now();
          report(`${line()}…`);
        }
        yield chunk;
      }
      files += 1;
    },
    done() {
      report(line());
    },
  };
}
