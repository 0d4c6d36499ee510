CREATE TABLE "request_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_targets" (
	"service_id" integer NOT NULL,
	"stage" text NOT NULL,
	"hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_targets_hours_range" CHECK ("stage_targets"."hours" BETWEEN 1 AND 8760)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_targets" ADD CONSTRAINT "stage_targets_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_notes_request_idx" ON "request_notes" USING btree ("service_request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_targets_key" ON "stage_targets" USING btree ("service_id","stage");--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_stage_idx" ON "service_requests" USING btree ("stage","stage_changed_at");--> statement-breakpoint
CREATE INDEX "service_requests_assigned_idx" ON "service_requests" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_service_idx" ON "service_requests" USING btree ("service_id","created_at");