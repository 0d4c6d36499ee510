CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_request_id" integer,
	"rating" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "feedback_message_below_five" CHECK ("feedback"."rating" = 5 OR length("feedback"."message") > 0)
);
--> statement-breakpoint
CREATE TABLE "request_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"service_document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text_value" text,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_documents_has_value" CHECK (("request_documents"."kind" = 'Text' AND "request_documents"."text_value" IS NOT NULL) OR ("request_documents"."kind" = 'Document' AND "request_documents"."storage_key" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "request_stage_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"stage" text NOT NULL,
	"changed_by" integer,
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_pending" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "stage" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "deliverable_key" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "deliverable_name" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "deliverable_content_type" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "deliverable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_service_document_id_service_documents_id_fk" FOREIGN KEY ("service_document_id") REFERENCES "public"."service_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_stage_history" ADD CONSTRAINT "request_stage_history_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_stage_history" ADD CONSTRAINT "request_stage_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_documents_request_document_key" ON "request_documents" USING btree ("service_request_id","service_document_id");--> statement-breakpoint
CREATE INDEX "request_stage_history_request_idx" ON "request_stage_history" USING btree ("service_request_id","changed_at");--> statement-breakpoint
CREATE INDEX "storage_pending_created_idx" ON "storage_pending" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "payment_orders" SET "status" = 'failed', "failure_reason" = 'Superseded by a newer balance order.' WHERE "kind" = 'balance' AND "status" = 'created' AND "id" NOT IN (SELECT max("id") FROM "payment_orders" WHERE "kind" = 'balance' AND "status" = 'created' GROUP BY "partial_payment_id");--> statement-breakpoint
UPDATE "service_requests" SET "stage_changed_at" = "created_at";--> statement-breakpoint
INSERT INTO "request_stage_history" ("service_request_id", "stage", "changed_at") SELECT "id", 'paid', "created_at" FROM "service_requests";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_balance_key" ON "payment_orders" USING btree ("partial_payment_id") WHERE "payment_orders"."kind" = 'balance' AND "payment_orders"."status" = 'created';