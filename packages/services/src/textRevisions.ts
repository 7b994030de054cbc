// Text typed on the site is one translation revised while typing goes on, not a new one per pause: a
// revision replaces its record's texts and charges only what its price adds to what the record was already
// charged. Credits charged stay when the text shrinks: that work was done, and no refund is owed for it.
import {
  type Database,
  type DatabaseTransaction,
  type TextTranslationRow,
  textTranslations,
} from '@verso/db';
import { and, desc, eq } from 'drizzle-orm';
import type { Charge, CreditLedger } from './credits';

/** How long after its last writing a translation can still be revised: a longer pause starts another. */
export const revisableForMs = 10 * 60 * 1000;

/** How often one translation can be revised, so the work it pays for stays bounded; then another starts. */
export const maxRevisions = 100;

export interface RevisionRequest {
  userId: string;
  /** The record the previous answer named. */
  recordId: string;
  /** The resolved target language: a revision translates into the same one. */
  targetLang: string;
  price: number;
  /** The charge for `amount` credits, in the caller's words (reason, refusal). */
  chargeOf(amount: number): Charge;
  now?: Date;
}

/** A revision reserved: its credits are taken and the record's credits hold them. */
export interface RevisionClaim {
  userId: string;
  recordId: string;
  /** The record's revision count this claim set: only the latest claim may write its texts. */
  revision: number;
  /** What this revision charged: its price beyond what the record was charged before. */
  due: number;
}

export type RevisedTexts = Pick<
  TextTranslationRow,
  'sourceLang' | 'engine' | 'model' | 'characters' | 'wordCount' | 'texts' | 'translations'
>;

function revisable(row: TextTranslationRow, request: RevisionRequest, now: Date) {
  const lastWritten = row.revisedAt ?? row.createdAt;
  return (
    row.userId === request.userId &&
    row.via === 'web' &&
    row.targetLang === request.targetLang &&
    row.texts !== null &&
    row.revisions < maxRevisions &&
    now.getTime() - lastWritten.getTime() <= revisableForMs
  );
}

export function textRevisions(db: Database, credits: CreditLedger) {
  const lockedRecord = async (tx: DatabaseTransaction, recordId: string) => {
    const [row] = await tx
      .select()
      .from(textTranslations)
      .where(eq(textTranslations.id, recordId))
      .for('update');
    return row;
  };
  const newestRecordId = async (tx: DatabaseTransaction, userId: string) => {
    const [newest] = await tx
      .select({ id: textTranslations.id })
      .from(textTranslations)
      .where(eq(textTranslations.userId, userId))
      .orderBy(desc(textTranslations.createdAt))
      .limit(1);
    return newest?.id;
  };

  return {
    /**
     * Reserves a revision before the engine runs, in one transaction holding the record's row: parallel
     * revisions take turns, and each charges only what the ones before it did not. Undefined when the
     * record cannot be revised (another user's, older than 10 minutes, not the user's latest…): the text
     * is then a new translation.
     */
    claim(request: RevisionRequest): Promise<RevisionClaim | undefined> {
      const now = request.now ?? new Date();
      return db.transaction(async (tx) => {
        const row = await lockedRecord(tx, request.recordId);
        if (!row || !revisable(row, request, now)) return undefined;
        if ((await newestRecordId(tx, request.userId)) !== row.id) return undefined;
        const due = Math.max(0, request.price - row.credits);
        if (due > 0) await credits.spendIn(tx, request.chargeOf(due));
        const revision = row.revisions + 1;
        await tx
          .update(textTranslations)
          .set({ credits: row.credits + due, revisions: revision, revisedAt: now })
          .where(eq(textTranslations.id, row.id));
        return { userId: request.userId, recordId: row.id, revision, due };
      });
    },
    /** Writes the revision's texts, unless a later revision was claimed meanwhile: the newest text stays. */
    async complete(claim: RevisionClaim, texts: RevisedTexts) {
      await db
        .update(textTranslations)
        .set(texts)
        .where(and(eq(textTranslations.id, claim.recordId), eq(textTranslations.revisions, claim.revision)));
    },
    /**
     * The engine failed: gives back what the claim charged and leaves the record's texts as they were. When
     * a later revision was claimed meanwhile, it counted on these credits, so they stay charged.
     */
    async release(claim: RevisionClaim) {
      await db.transaction(async (tx) => {
        const row = await lockedRecord(tx, claim.recordId);
        if (row?.revisions !== claim.revision || claim.due === 0) return;
        await credits.release({ userId: claim.userId, amount: claim.due }, tx);
        await tx
          .update(textTranslations)
          .set({ credits: row.credits - claim.due })
          .where(eq(textTranslations.id, row.id));
      });
    },
  };
}

export type TextRevisions = ReturnType<typeof textRevisions>;
