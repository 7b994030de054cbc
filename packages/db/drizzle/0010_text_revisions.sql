ALTER TABLE "textTranslation" ADD COLUMN "revisions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "textTranslation" ADD COLUMN "revisedAt" timestamp;