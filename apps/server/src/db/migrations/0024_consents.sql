CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"contact" text,
	"purpose" text NOT NULL,
	"notice_version" integer NOT NULL,
	"source" text NOT NULL,
	"channel" text NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "consents_contact_idx" ON "consents" USING btree ("contact");