CREATE TABLE "document_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"holder" text NOT NULL,
	"validity_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_kinds_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vault_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"document_kind_id" integer,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"review" text,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_documents" ADD COLUMN "vault_document_id" integer;--> statement-breakpoint
ALTER TABLE "service_documents" ADD COLUMN "document_kind_id" integer;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD CONSTRAINT "vault_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD CONSTRAINT "vault_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD CONSTRAINT "vault_documents_document_kind_id_document_kinds_id_fk" FOREIGN KEY ("document_kind_id") REFERENCES "public"."document_kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vault_documents_user_idx" ON "vault_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vault_documents_storage_key_idx" ON "vault_documents" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_vault_document_id_vault_documents_id_fk" FOREIGN KEY ("vault_document_id") REFERENCES "public"."vault_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documents" ADD CONSTRAINT "service_documents_document_kind_id_document_kinds_id_fk" FOREIGN KEY ("document_kind_id") REFERENCES "public"."document_kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_documents_vault_idx" ON "request_documents" USING btree ("vault_document_id");--> statement-breakpoint
CREATE INDEX "request_documents_storage_key_idx" ON "request_documents" USING btree ("storage_key");--> statement-breakpoint
-- Issue 22 (hand-written): the first document kinds, and the existing free-text required documents
-- moved to a kind where their name matches the kind's name or one of its usual names (case and
-- surrounding spaces ignored); the others stay free text. modules/catalog/document-kinds.ts keeps the same list.
INSERT INTO "document_kinds" ("name", "holder", "validity_months") VALUES
	('PAN card', 'person', NULL),
	('Aadhaar', 'person', NULL),
	('Passport-size photograph', 'person', NULL),
	('Address proof', 'person', 3),
	('Bank statement', 'person', 3),
	('Form 16', 'person', 12),
	('Certificate of incorporation', 'company', NULL),
	('Partnership deed', 'company', NULL),
	('Rent agreement', 'company', 11),
	('Electricity bill', 'company', 2)
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "service_documents" AS sd
SET "document_kind_id" = k."id"
FROM "document_kinds" AS k
LEFT JOIN (VALUES
	('pan', 'PAN card'),
	('pan card', 'PAN card'),
	('aadhaar card', 'Aadhaar'),
	('aadhar', 'Aadhaar'),
	('aadhar card', 'Aadhaar'),
	('photograph', 'Passport-size photograph'),
	('passport size photograph', 'Passport-size photograph'),
	('bank statements', 'Bank statement'),
	('form-16', 'Form 16'),
	('form 16 from employer', 'Form 16'),
	('rental agreement', 'Rent agreement'),
	('rent deed', 'Rent agreement'),
	('incorporation certificate', 'Certificate of incorporation'),
	('partnership agreement', 'Partnership deed')
) AS alias("alias", "kind") ON alias."kind" = k."name"
WHERE sd."document_kind_id" IS NULL
	AND sd."document_type" = 'Document'
	AND (lower(btrim(sd."name")) = lower(k."name") OR lower(btrim(sd."name")) = alias."alias");
