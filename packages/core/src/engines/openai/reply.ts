// Reading a model's answer strictly: it must hold one JSON array with exactly one {"id","text"} per id
// sent. Models like to wrap JSON in Markdown fences or a sentence of chat; both are tolerated, nothing else.
import { z } from 'zod';

const translationList = z.array(
  z.object({
    // Some models quote the ids; "3" still means segment 3.
    id: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]),
    text: z.string(),
  }),
);

/** The outermost JSON array in the answer, fences and chatter around it dropped. */
function outermostArray(content: string): string | undefined {
  const unfenced = content.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('[');
  const end = unfenced.lastIndexOf(']');
  return start >= 0 && end > start ? unfenced.slice(start, end + 1) : undefined;
}

/** The translations in the order sent, or undefined when the answer is not a complete translation list. */
export function readTranslationList(content: string, expected: number): string[] | undefined {
  const json = outermostArray(content);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const list = translationList.safeParse(parsed);
  if (!list.success || list.data.length !== expected) return undefined;
  const texts: (string | undefined)[] = new Array(expected).fill(undefined);
  for (const { id, text } of list.data) {
    if (id < 1 || id > expected || texts[id - 1] !== undefined) return undefined;
    texts[id - 1] = text;
  }
  return texts as string[];
}
