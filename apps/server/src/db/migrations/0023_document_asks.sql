CREATE TABLE "request_document_asks" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"asked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_documents" ALTER COLUMN "service_document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "request_documents" ADD COLUMN "ask_id" integer;--> statement-breakpoint
ALTER TABLE "request_document_asks" ADD CONSTRAINT "request_document_asks_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_document_asks" ADD CONSTRAINT "request_document_asks_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_document_asks_request_idx" ON "request_document_asks" USING btree ("service_request_id");--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_ask_id_request_document_asks_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."request_document_asks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_documents_ask_key" ON "request_documents" USING btree ("ask_id");--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_one_source" CHECK (("request_documents"."service_document_id" IS NULL) <> ("request_documents"."ask_id" IS NULL));