// The task views' shapes as zod schemas: taskView.ts's functions are typed by them, and API v1's
// OpenAPI document (apps/web's apiV1/responses.ts) documents them, so the two cannot drift apart.
import { z } from 'zod/v4';
import { type JobOutput, jobOutputs } from '../jobs/jobOutputs';

const taskFields = {
  taskId: z.string().describe('Task ID'),
  model: z.string().describe('The tier or engine the task asked for'),
  engine: z.string().describe('The engine that translates it'),
  fromLang: z.string().describe('Source language, by name'),
  toLang: z.string().describe('Target language, by name'),
  progress: z.number().describe('0 to 100'),
  errorMsg: z.string().nullable().describe('Why a Terminated task failed'),
  tokenCount: z.number(),
  wordNums: z.number().describe('Words to translate'),
  price: z.number().describe('Credits the whole task costs'),
  usedCredits: z.number().describe('Credits it has cost so far (a refund gives them back)'),
  glossary: z.array(z.string()).describe('The name of the glossary it was translated with, if any'),
  shouldTranslateImage: z.boolean(),
  forceOCR: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
};

const signedLink = (file: string) =>
  z.string().optional().describe(`Signed link to the ${file}; needs no key and expires`);

/** What each of a task's other outputs is, as `outputFileUrls` names it. */
const outputFiles: Record<JobOutput, string> = {
  transcript: "recording's transcript (TXT)",
  translatedTranscript: 'translated transcript (TXT)',
  transcriptDocx: "recording's transcript (DOCX)",
  translatedTranscriptDocx: 'translated transcript (DOCX)',
  sourceSubtitles: "subtitles in the recording's language (SRT)",
  webVtt: 'translated subtitles (WebVTT)',
  video: 'video with the subtitle tracks muxed in (not re-encoded)',
  latexSource: "arXiv paper's translated LaTeX source (.tar.gz)",
};

const outputFileUrls = z
  .object(
    Object.fromEntries(jobOutputs.map((kind) => [kind, signedLink(outputFiles[kind])])) as Record<
      JobOutput,
      ReturnType<typeof signedLink>
    >,
  )
  .optional()
  .describe(
    "Signed links to the task's other outputs once Completed, by kind: a recording's transcripts and subtitles (and for a video, the video with its subtitles), an arXiv paper's translated LaTeX source",
  );

/** A document task, as translation/query and the task's webhooks show it. */
export const documentTaskViewSchema = z.object({
  ...taskFields,
  status: z.enum(['Waiting', 'Processing', 'Completed', 'Terminated', 'Cancelled']),
  fileTitle: z.string().describe('The uploaded file’s name'),
  fileDescription: z.string().nullable(),
  fileUrl: signedLink('original (absent once the files are deleted)'),
  translatedFileUrl: signedLink('translation (once Completed)'),
  translatedBilingualFileUrl: signedLink('bilingual edition (formats that have one)'),
  outputFileUrls,
});

/** A translateTexts call, queried by its taskId: always Completed, its texts kept for 24 hours. */
export const textTaskViewSchema = z.object({
  ...taskFields,
  status: z.literal('Completed'),
  fileTitle: z.null(),
  texts: z.array(z.string()).describe('The texts sent (empty once they are no longer kept)'),
  translatedTexts: z.array(z.string()),
});

export type DocumentTaskView = z.infer<typeof documentTaskViewSchema>;
export type TextTaskView = z.infer<typeof textTaskViewSchema>;
