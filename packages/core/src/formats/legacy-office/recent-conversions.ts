// The last few conversions made in this process, by the digest of their input. The site prices a
// document when the user picks it, then again when the job is created from a new upload of the same
// bytes; with this, LibreOffice converts it once. Only successful conversions are kept, within a byte
// budget, the oldest let go first. Callers get copies: a quote hands its buffer over to a thread, which
// detaches it, and the next caller must still find the bytes.
import { createHash } from 'node:crypto';

export class RecentConversions {
  private readonly kept = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly budgetBytes = 64 * 1024 * 1024) {}

  async convert(kind: string, input: Buffer, convert: (input: Buffer) => Promise<Buffer>): Promise<Buffer> {
    const key = `${kind}:${createHash('sha256').update(input).digest('hex')}`;
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return Buffer.from(kept);
    }
    const output = await convert(input);
    this.keep(key, Buffer.from(output));
    return output;
  }

  private keep(key: string, output: Buffer) {
    if (output.length > this.budgetBytes) return;
    this.kept.set(key, output);
    this.bytes += output.length;
    for (const [oldest, buffer] of this.kept) {
      if (this.bytes <= this.budgetBytes) break;
      this.kept.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}
