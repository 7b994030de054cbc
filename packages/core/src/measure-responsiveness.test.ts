import { describe, expect, it } from 'vitest';
import { measureDocument } from './pipeline';
import { watchEventLoop } from './testing/event-loop-watch';

/** `paragraphs` Markdown paragraphs of ten words each. */
const markdown = (paragraphs: number) =>
  Buffer.from('The small house by the river has ten open windows.\n\n'.repeat(paragraphs));

describe('measuring a document for its quote', () => {
  it('leaves the event loop free while a big file is read, and counts every word', async () => {
    const paragraphs = 200_000; // 10 MB, which takes seconds to read
    const input = markdown(paragraphs);
    const stop = watchEventLoop();
    const measure = await measureDocument(input, 'big.md');
    const longestStall = stop();
    expect(measure.wordCount).toBe(paragraphs * 10);
    // Read in place, the loop stalls for the whole reading; a copy to the thread takes milliseconds.
    expect(longestStall).toBeLessThan(500);
  }, 180_000);

  it('moves a big file to the thread instead of copying it, when the caller hands it over', async () => {
    const input = markdown(20_000); // 1 MB: copying 100 MB stalls the loop for a few hundred ms
    const measure = await measureDocument(input, 'big.md', {}, false, 'auto', { handOver: true });
    expect(measure.wordCount).toBe(200_000);
    expect(input.length).toBe(0);
  }, 60_000);

  it('measures a small file in place, with the same count', async () => {
    expect((await measureDocument(markdown(10), 'small.md')).wordCount).toBe(100);
  });
});
