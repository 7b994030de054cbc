// Contact-business and enterprise enquiries: validated, stored first so none is lost, then handed to a
// mail delivery the caller provides (the site's SMTP relay); the row records whether it went out.
import { type BusinessInquiry, businessInquiries, businessInquiryKinds, type Database } from '@verso/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

export const businessInquiryInput = z.object({
  kind: z.enum(businessInquiryKinds),
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(320),
  company: z.string().trim().max(200).optional(),
  teamSize: z.string().trim().max(40).optional(),
  message: z.string().trim().min(10).max(5000),
  locale: z.string().max(10).optional(),
});

export type BusinessInquiryInput = z.infer<typeof businessInquiryInput>;

/** Sends the enquiry to the people who answer it; throws when the mail could not be handed over. */
export type DeliverInquiry = (inquiry: BusinessInquiry) => Promise<void>;

export function businessInquiryStore(db: Database) {
  return {
    async submit(input: BusinessInquiryInput, deliver: DeliverInquiry, userId?: string) {
      const [inquiry] = await db
        .insert(businessInquiries)
        .values({ ...businessInquiryInput.parse(input), userId })
        .returning();
      if (!inquiry) throw new Error('The enquiry was not stored.');
      try {
        await deliver(inquiry);
      } catch (error) {
        // Stored but not mailed: the operator still finds it in the database; the visitor is not asked to retry.
        console.error(`[business] enquiry ${inquiry.id} stored but not mailed:`, error);
        return { id: inquiry.id, mailed: false };
      }
      await db
        .update(businessInquiries)
        .set({ mailedAt: new Date() })
        .where(eq(businessInquiries.id, inquiry.id));
      return { id: inquiry.id, mailed: true };
    },

    async byId(id: string) {
      const [inquiry] = await db.select().from(businessInquiries).where(eq(businessInquiries.id, id));
      return inquiry;
    },
  };
}
