ALTER TABLE "organization" ADD COLUMN "creditBalance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "creditBalance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "user" SET "creditBalance" = wallet.total FROM (
  SELECT "userId", sum("amount") AS total FROM "creditEntry" WHERE "organizationId" IS NULL GROUP BY "userId"
) AS wallet WHERE wallet."userId" = "user"."id";--> statement-breakpoint
UPDATE "organization" SET "creditBalance" = wallet.total FROM (
  SELECT "organizationId", sum("amount") AS total FROM "creditEntry" WHERE "organizationId" IS NOT NULL GROUP BY "organizationId"
) AS wallet WHERE wallet."organizationId" = "organization"."id";--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_creditBalance_not_negative" CHECK ("organization"."creditBalance" >= 0);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_creditBalance_not_negative" CHECK ("user"."creditBalance" >= 0);--> statement-breakpoint
-- Every ledger entry moves its wallet's balance in the same statement: the row update takes the wallet's
-- lock (parallel entries of one wallet take turns) and the check above refuses an overdraft.
CREATE FUNCTION "creditEntry_moves_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."organizationId" IS NULL THEN
    UPDATE "user" SET "creditBalance" = "creditBalance" + NEW."amount" WHERE "id" = NEW."userId";
  ELSE
    UPDATE "organization" SET "creditBalance" = "creditBalance" + NEW."amount" WHERE "id" = NEW."organizationId";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "creditEntry_moves_balance" AFTER INSERT ON "creditEntry"
  FOR EACH ROW EXECUTE FUNCTION "creditEntry_moves_balance"();
