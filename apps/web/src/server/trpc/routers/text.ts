// Plain-text translation, open to visitors; anonymous callers get a per-IP hourly allowance. A signed-in
// user's text translations (site and API) are listed for the history.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { maxTextCharacters } from '@/lib/text-limits';
import { signedInUserId } from '@/server/session-user';
import { createRouter, protectedProcedure, publicProcedure } from '../init';

const translateInput = z.object({
  text: z.string().min(1).max(maxTextCharacters),
  from: z.string().min(2).max(10),
  to: z.string().min(2).max(10),
  engine: z.string().min(1).max(40).optional(),
  /** The previous answer's `draft` while typing goes on: this text revises that translation. */
  draft: z.string().max(400).optional(),
});

export const textRouter = createRouter({
  translate: publicProcedure.input(translateInput).mutation(async ({ ctx, input, signal }) => {
    const userId = signedInUserId(ctx.session);
    // A visitor's typing session uses one unit of the hourly allowance, its draft token the next ones.
    const visitorDraft = userId
      ? undefined
      : await ctx.services.visitorTexts.admit(ctx.clientIp, input.draft);
    if (!userId && !visitorDraft) {
      const limit = ctx.services.config.anonymousTextLimitPerHour;
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `Visitors can translate ${limit} texts an hour. Sign in to keep translating.`,
      });
    }
    const { id, translatedTexts, from, sourceDetected, engine } = await ctx.services.texts.translate({
      texts: [input.text],
      from: input.from,
      to: input.to,
      engine: input.engine,
      userId: userId ?? undefined,
      revises: userId ? input.draft : undefined,
      // The page cancels a request when typing goes on: the engine stops with it.
      signal,
    });
    return {
      text: translatedTexts[0] ?? '',
      detectedFrom: sourceDetected ? from : undefined,
      /** The engine of the Basic tier, which the site's text translator always uses. */
      engine: ctx.services.engines.label(engine),
      /** What the next text of this typing session sends back, so it revises this translation. */
      draft: id ?? visitorDraft,
    };
  }),
  /** The history's text translations: languages, words, credits and the way asked, never the texts. */
  history: protectedProcedure.query(({ ctx }) => ctx.services.textTranslations.list(ctx.userId)),
});
