// The contact-business and enterprise forms. A filled honeypot field marks a bot: it is answered like
// anyone else but nothing is stored or sent; each IP may send a few enquiries an hour.

import { TRPCError } from '@trpc/server';
import { brandFor, hostConfigFor } from '@verso/brands';
import { businessInquiryInput } from '@verso/services';
import { z } from 'zod';
import { inquiryMailer } from '@/server/mail/inquiry-mail';
import { signedInUserId } from '@/server/session-user';
import { createRouter, publicProcedure } from '../init';

export const inquiriesPerHour = 5;

const submitInput = businessInquiryInput.extend({
  /** Hidden from people; bots fill every field. */
  website: z.string().max(500).optional(),
});

export const businessRouter = createRouter({
  submitInquiry: publicProcedure.input(submitInput).mutation(async ({ ctx, input }) => {
    const { website, ...inquiry } = input;
    if (website) return { received: true };
    if (!(await ctx.services.limits.tryConsume('inquiry', ctx.clientIp, inquiriesPerHour))) {
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `At most ${inquiriesPerHour} messages an hour can be sent from one address. Please try again later or write to us directly.`,
      });
    }
    const { config } = ctx.services;
    const host = hostConfigFor(brandFor(config.platform), config.host);
    const userId = signedInUserId(ctx.session) ?? undefined;
    await ctx.services.businessInquiries.submit(inquiry, inquiryMailer(config, host), userId);
    return { received: true };
  }),
});
