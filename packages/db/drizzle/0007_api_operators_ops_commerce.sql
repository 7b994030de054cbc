ALTER TABLE "account" ADD COLUMN "openid" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "extractTextPattern" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "extractTextFlags" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "requestId" text;--> statement-breakpoint
ALTER TABLE "paymentEvent" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "disabledAt" timestamp;