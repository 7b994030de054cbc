// The whole API: one router per domain, merged here.
import { createRouter } from './init';
import { authRouter } from './routers/auth';
import { blogRouter } from './routers/blog';
import { businessRouter } from './routers/business';
import { demoRouter } from './routers/demo';
import { glossaryRouter } from './routers/glossary';
import { jobRouter } from './routers/job';
import { metaRouter } from './routers/meta';
import { textRouter } from './routers/text';

export const appRouter = createRouter({
  auth: authRouter,
  text: textRouter,
  meta: metaRouter,
  job: jobRouter,
  glossary: glossaryRouter,
  blog: blogRouter,
  business: businessRouter,
  demo: demoRouter,
});

export type AppRouter = typeof appRouter;
