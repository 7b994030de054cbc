CREATE TABLE "glossary" (
	"id" text PRIMARY KEY NOT NULL,
	"userId" text NOT NULL,
	"name" text NOT NULL,
	"sourceLang" text,
	"targetLang" text,
	"description" text,
	"createdAt" timestamp DEFAULT now() NOT NULL,
	"updatedAt" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "glossary_user_name" UNIQUE("userId","name")
);
--> statement-breakpoint
CREATE TABLE "glossary_term" (
	"id" text PRIMARY KEY NOT NULL,
	"glossaryId" text NOT NULL,
	"position" integer NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"caseSensitive" boolean DEFAULT false NOT NULL,
	"keepAsIs" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_memory" (
	"id" text PRIMARY KEY NOT NULL,
	"userId" text NOT NULL,
	"sourceLang" text NOT NULL,
	"targetLang" text NOT NULL,
	"engineKey" text NOT NULL,
	"sourceHash" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp DEFAULT now() NOT NULL,
	"lastUsedAt" timestamp,
	CONSTRAINT "translation_memory_scope_source" UNIQUE("userId","sourceLang","targetLang","engineKey","sourceHash")
);
--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "tier" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "sourceDetected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "glossaryId" text;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "glossary" ADD CONSTRAINT "glossary_userId_user_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_term" ADD CONSTRAINT "glossary_term_glossaryId_glossary_id_fk" FOREIGN KEY ("glossaryId") REFERENCES "public"."glossary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_memory" ADD CONSTRAINT "translation_memory_userId_user_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_term_position" ON "glossary_term" USING btree ("glossaryId","position");--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_glossaryId_glossary_id_fk" FOREIGN KEY ("glossaryId") REFERENCES "public"."glossary"("id") ON DELETE set null ON UPDATE no action;