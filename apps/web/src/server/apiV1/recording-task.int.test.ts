// API v1 takes an audio file through `file` like any document: the task names its speech engine as a
// format option, is priced by the started minute, its translatedFileUrl is the Spanish subtitles, and
// its transcripts, source subtitles and WebVTT are linked in outputFileUrls.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { backendName, eventually } from '@verso/services/testing/testServices';
import { describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';

/** The Audio demo's sample: 20 s of "Welcome to the public library…", every word of which PocketSphinx hears. */
const sample = join(import.meta.dirname, '../../../content/demo/library-welcome.mp3');

describe(`API v1 with a recording on ${backendName}`, () => {
  const api = apiV1DuringTests({ credits: 5 });

  test('an MP3 becomes a task whose translation is Spanish subtitles, charged one minute', async () => {
    const fields = new FormData();
    fields.set('fromLang', 'English');
    fields.set('toLang', 'Spanish');
    fields.set('speechEngine', 'pocketsphinx');
    fields.set('file', new Blob([await readFile(sample)]), 'welcome.mp3');
    const created = await api.send('translation/create', fields);
    expect(created.status).toBe(200);
    const { taskId } = await created.json();
    const task = await eventually(async () => {
      const { body } = await api.post('translation/query', { taskId });
      return body.status === 'Completed' || body.status === 'Terminated' ? body : undefined;
    }, 120_000);
    expect(task).toMatchObject({ status: 'Completed', usedCredits: 1 });
    const subtitles = await api.follow(task.translatedFileUrl);
    expect(subtitles.headers.get('content-disposition')).toContain('welcome.es.srt');
    const text = await subtitles.text();
    expect(text).toMatch(/^1\r?\n00:00:00,\d{3} --> /);
    expect(text).toMatch(/biblioteca/);
    const bilingual = await (await api.follow(task.translatedBilingualFileUrl)).text();
    expect(bilingual).toMatch(/Welcome to the public library/);
    expect(bilingual).toMatch(/biblioteca/);

    // The recording's other outputs, each by its own signed link.
    expect(Object.keys(task.outputFileUrls).sort()).toEqual([
      'sourceSubtitles',
      'transcript',
      'transcriptDocx',
      'translatedTranscript',
      'translatedTranscriptDocx',
      'webVtt',
    ]);
    const webVtt = await api.follow(task.outputFileUrls.webVtt);
    expect(webVtt.headers.get('content-disposition')).toContain('welcome.es.vtt');
    expect(await webVtt.text()).toMatch(/^WEBVTT[\s\S]*biblioteca/);
    const transcript = await (await api.follow(task.outputFileUrls.transcript)).text();
    expect(transcript).toMatch(/Welcome to the public library/i);
  }, 150_000);

  test('a speech engine that is none of those this build has is a 400 naming the field', async () => {
    const fields = new FormData();
    fields.set('fromLang', 'English');
    fields.set('toLang', 'Spanish');
    fields.set('speechEngine', 'siri');
    fields.set('file', new Blob([await readFile(sample)]), 'welcome.mp3');
    const refused = await api.send('translation/create', fields);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/speechEngine/);
  });
});
