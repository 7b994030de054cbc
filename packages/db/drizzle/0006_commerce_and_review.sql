CREATE TYPE "public"."jobStage" AS ENUM('reading', 'translating', 'rebuilding');--> statement-breakpoint
CREATE TYPE "public"."webhookDeliveryStatus" AS ENUM('pending', 'delivered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."webhookEvent" AS ENUM('task.completed', 'task.failed', 'task.cancelled');--> statement-breakpoint
ALTER TYPE "public"."jobStatus" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "job_segment" (
	"jobId" text NOT NULL,
	"index" integer NOT NULL,
	"segmentId" text NOT NULL,
	"source" text NOT NULL,
	"translation" text NOT NULL,
	"revision" text,
	"context" jsonb,
	"revisedAt" timestamp,
	CONSTRAINT "job_segment_jobId_index_pk" PRIMARY KEY("jobId","index")
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" text PRIMARY KEY NOT NULL,
	"userId" text NOT NULL,
	"organizationId" text,
	"packageId" text NOT NULL,
	"credits" integer NOT NULL,
	"amountMinor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"payMethod" text NOT NULL,
	"providerReference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"refundedMinor" integer DEFAULT 0 NOT NULL,
	"receiptNumber" integer,
	"flagReason" text,
	"createdAt" timestamp DEFAULT now() NOT NULL,
	"paidAt" timestamp,
	"updatedAt" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "order_receiptNumber_unique" UNIQUE("receiptNumber")
);
--> statement-breakpoint
CREATE TABLE "paymentEvent" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"eventId" text NOT NULL,
	"orderId" text,
	"kind" text NOT NULL,
	"amountMinor" integer NOT NULL,
	"currency" text NOT NULL,
	"byUserId" text,
	"receivedAt" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "paymentEvent_provider_event" UNIQUE("provider","eventId")
);
--> statement-breakpoint
CREATE TABLE "textTranslation" (
	"id" text PRIMARY KEY NOT NULL,
	"userId" text NOT NULL,
	"via" text NOT NULL,
	"apiKeyId" text,
	"sourceLang" text NOT NULL,
	"targetLang" text NOT NULL,
	"model" text,
	"engine" text NOT NULL,
	"characters" integer NOT NULL,
	"wordCount" integer NOT NULL,
	"credits" integer NOT NULL,
	"texts" jsonb,
	"translations" jsonb,
	"createdAt" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhookAttempt" (
	"id" text PRIMARY KEY NOT NULL,
	"deliveryId" text NOT NULL,
	"attempt" integer NOT NULL,
	"startedAt" timestamp NOT NULL,
	"statusCode" integer,
	"latencyMs" integer NOT NULL,
	"responseExcerpt" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhookDelivery" (
	"id" text PRIMARY KEY NOT NULL,
	"userId" text NOT NULL,
	"jobId" text NOT NULL,
	"event" "webhookEvent" NOT NULL,
	"url" text NOT NULL,
	"status" "webhookDeliveryStatus" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"nextAttemptAt" timestamp,
	"createdAt" timestamp DEFAULT now() NOT NULL,
	"finishedAt" timestamp
);
--> statement-breakpoint
ALTER TABLE "apiKey" ADD COLUMN "organizationPays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apiKey" ADD COLUMN "webhookUrl" text;--> statement-breakpoint
ALTER TABLE "apiKey" ADD COLUMN "webhookSecretSalt" text;--> statement-breakpoint
ALTER TABLE "creditEntry" ADD COLUMN "orderId" text;--> statement-breakpoint
ALTER TABLE "creditEntry" ADD COLUMN "organizationId" text;--> statement-breakpoint
ALTER TABLE "creditEntry" ADD COLUMN "adminId" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "stage" "jobStage";--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "segmentsDone" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "segmentsTotal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "bilingualFileId" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "fileDescription" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "translateFileName" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "organizationId" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "previewCredits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "apiKeyId" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "webhookUrl" text;--> statement-breakpoint
ALTER TABLE "job_segment" ADD CONSTRAINT "job_segment_jobId_job_id_fk" FOREIGN KEY ("jobId") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_userId_user_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_organizationId_organization_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paymentEvent" ADD CONSTRAINT "paymentEvent_orderId_order_id_fk" FOREIGN KEY ("orderId") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paymentEvent" ADD CONSTRAINT "paymentEvent_byUserId_user_id_fk" FOREIGN KEY ("byUserId") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textTranslation" ADD CONSTRAINT "textTranslation_userId_user_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textTranslation" ADD CONSTRAINT "textTranslation_apiKeyId_apiKey_id_fk" FOREIGN KEY ("apiKeyId") REFERENCES "public"."apiKey"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhookAttempt" ADD CONSTRAINT "webhookAttempt_deliveryId_webhookDelivery_id_fk" FOREIGN KEY ("deliveryId") REFERENCES "public"."webhookDelivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhookDelivery" ADD CONSTRAINT "webhookDelivery_userId_user_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhookDelivery" ADD CONSTRAINT "webhookDelivery_jobId_job_id_fk" FOREIGN KEY ("jobId") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_user_created" ON "order" USING btree ("userId","createdAt");--> statement-breakpoint
CREATE INDEX "order_status_created" ON "order" USING btree ("status","createdAt");--> statement-breakpoint
CREATE UNIQUE INDEX "order_provider_reference" ON "order" USING btree ("provider","providerReference");--> statement-breakpoint
CREATE INDEX "textTranslation_user_created" ON "textTranslation" USING btree ("userId","createdAt");--> statement-breakpoint
CREATE INDEX "webhookAttempt_delivery" ON "webhookAttempt" USING btree ("deliveryId");--> statement-breakpoint
CREATE INDEX "webhookDelivery_due" ON "webhookDelivery" USING btree ("status","nextAttemptAt");--> statement-breakpoint
CREATE INDEX "webhookDelivery_user_created" ON "webhookDelivery" USING btree ("userId","createdAt");--> statement-breakpoint
CREATE INDEX "webhookDelivery_job" ON "webhookDelivery" USING btree ("jobId");--> statement-breakpoint
ALTER TABLE "creditEntry" ADD CONSTRAINT "creditEntry_orderId_order_id_fk" FOREIGN KEY ("orderId") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditEntry" ADD CONSTRAINT "creditEntry_adminId_user_id_fk" FOREIGN KEY ("adminId") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_bilingualFileId_file_id_fk" FOREIGN KEY ("bilingualFileId") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_apiKeyId_apiKey_id_fk" FOREIGN KEY ("apiKeyId") REFERENCES "public"."apiKey"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_organization" ON "creditEntry" USING btree ("organizationId");