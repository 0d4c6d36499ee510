CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_mutes" (
	"user_id" integer NOT NULL,
	"subject_key" text NOT NULL,
	"rule_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_mutes_user_id_subject_key_rule_code_pk" PRIMARY KEY("user_id","subject_key","rule_code")
);
--> statement-breakpoint
CREATE TABLE "calendar_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"filing" text NOT NULL,
	"applies_to" jsonb NOT NULL,
	"gst_frequencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"turnover_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recurrence" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"service_slug" text,
	"note" text DEFAULT '' NOT NULL,
	"legal_basis" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gst_filing_frequency" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "turnover_band" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_mutes" ADD CONSTRAINT "calendar_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_rules_code_key" ON "calendar_rules" USING btree ("code");