// POST /api/v1/translation/translateTexts — synchronous text translation, charged per thousand words.
import { z } from 'zod/v4';
import type { Endpoint } from '../endpoint';
import { checkedModel } from '../model';
import { payingOrganization } from '../paying-organization';
import { readJson } from '../readJson';
import { success } from '../respond';
import { translateTextsResponse } from '../responses';
import { sourceLanguage } from './tasks';

export const translateTextsBody = z.object({
  texts: z.array(z.string().max(50_000)).min(1).max(500),
  fromLang: z.string().min(1),
  toLang: z.string().min(1),
  model: z.string().optional(),
  fileDescription: z.string().optional(),
  wallet: z.string().optional(),
});

export const translateTexts: Endpoint = async (context) => {
  const { request, services, user, apiKey } = context;
  const input = await readJson(request, translateTextsBody);
  const result = await services.texts.translate({
    organizationId: await payingOrganization(context, input.wallet),
    texts: input.texts,
    from: sourceLanguage(input.fromLang),
    to: input.toLang,
    engine: await checkedModel(services, input.model),
    description: input.fileDescription,
    userId: user.id,
    via: 'api',
    apiKeyId: apiKey.id,
    signal: request.signal,
  });
  // A signed-in caller's translation is always recorded: its id is the taskId translation/query reads.
  if (!result.id) throw new Error('translateTexts for a signed-in caller kept no record');
  return success(translateTextsResponse, {
    taskId: result.id,
    translatedTexts: result.translatedTexts,
    price: result.usedCredits,
    usedCredits: result.usedCredits,
  });
};
