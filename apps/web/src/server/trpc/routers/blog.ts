// The blog's infinite list (SPEC §4): 8 listed articles a batch, newest first, optionally one category.
import { z } from 'zod';
import { blogCategories } from '@/server/blog/article';
import { blogBatch, listedArticles } from '@/server/blog/blog-lists';
import { articlesOf } from '@/server/blog/site-blog';
import { createRouter, publicProcedure } from '../init';

export const blogRouter = createRouter({
  list: publicProcedure
    .input(
      z.object({
        category: z.enum(blogCategories).optional(),
        /** How many articles came before this batch; react-query's infinite query passes it back. */
        cursor: z.number().int().min(0).nullish(),
      }),
    )
    .query(({ ctx, input }) =>
      blogBatch(listedArticles(articlesOf(ctx.services.config.platform), input.category), input.cursor ?? 0),
    ),
});
