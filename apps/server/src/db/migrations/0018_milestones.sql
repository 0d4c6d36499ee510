CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"working_days" integer NOT NULL,
	"waits_on" text NOT NULL,
	"reached_at" timestamp with time zone,
	"reached_by" integer
);
--> statement-breakpoint
CREATE TABLE "service_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"working_days" integer NOT NULL,
	"waits_on" text NOT NULL,
	CONSTRAINT "service_milestones_days_range" CHECK ("service_milestones"."working_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "progress_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_milestones" ADD CONSTRAINT "request_milestones_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_milestones" ADD CONSTRAINT "request_milestones_reached_by_users_id_fk" FOREIGN KEY ("reached_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_milestones" ADD CONSTRAINT "service_milestones_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_milestones_key" ON "request_milestones" USING btree ("service_request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "service_milestones_key" ON "service_milestones" USING btree ("service_id","position");--> statement-breakpoint
UPDATE "service_requests" SET "assigned_at" = "updated_at" WHERE "assigned_to" IS NOT NULL;
