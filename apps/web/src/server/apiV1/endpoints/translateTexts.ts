// POST /api/v1/translation/translateTexts — synchronous text translation, charged per thousand words.
import { z } from 'zod';
import type { Endpoint } from '../endpoint';
import { readJson } from '../readJson';
import { json } from '../respond';

const body = z.object({
  texts: z.array(z.string().max(50_000)).min(1).max(500),
  fromLang: z.string().min(1),
  toLang: z.string().min(1),
  model: z.string().optional(),
  fileDescription: z.string().optional(),
});

export const translateTexts: Endpoint = async ({ request, services, user }) => {
  const input = await readJson(request, body);
  const result = await services.texts.translate({
    texts: input.texts,
    from: input.fromLang,
    to: input.toLang,
    engine: input.model,
    userId: user.id,
  });
  return json({
    taskId: crypto.randomUUID(),
    translatedTexts: result.translatedTexts,
    price: result.usedCredits,
    usedCredits: result.usedCredits,
  });
};
