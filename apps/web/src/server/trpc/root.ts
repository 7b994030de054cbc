// The whole API: one router per domain, merged here.
import { createRouter } from './init';
import { adminRouter } from './routers/admin';
import { apiKeyRouter } from './routers/apiKey';
import { authRouter } from './routers/auth';
import { blogRouter } from './routers/blog';
import { businessRouter } from './routers/business';
import { creditsRouter } from './routers/credits';
import { demoRouter } from './routers/demo';
import { glossaryRouter } from './routers/glossary';
import { jobRouter } from './routers/job';
import { metaRouter } from './routers/meta';
import { organizationRouter } from './routers/organization';
import { paymentRouter } from './routers/payment';
import { reviewRouter } from './routers/review';
import { textRouter } from './routers/text';
import { webhookRouter } from './routers/webhook';

export const appRouter = createRouter({
  auth: authRouter,
  text: textRouter,
  meta: metaRouter,
  job: jobRouter,
  review: reviewRouter,
  glossary: glossaryRouter,
  blog: blogRouter,
  business: businessRouter,
  demo: demoRouter,
  organization: organizationRouter,
  payment: paymentRouter,
  apiKey: apiKeyRouter,
  webhook: webhookRouter,
  admin: adminRouter,
  credits: creditsRouter,
});

export type AppRouter = typeof appRouter;
