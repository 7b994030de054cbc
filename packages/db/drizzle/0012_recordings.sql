ALTER TABLE "job" ADD COLUMN "outputFiles" jsonb;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "mediaSeconds" integer;