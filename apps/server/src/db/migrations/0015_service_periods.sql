ALTER TABLE "payment_orders" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "recurrence" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- Hand-written: the demo catalogue's recurring filings (as db/seed/categories.ts seeds them), for databases seeded before this column.
UPDATE "services" SET "recurrence" = 'assessment_year' WHERE "slug" IN ('itr-1-filing-salaried', 'itr-2-capital-gains', 'itr-3-business-profession', 'itr-4-presumptive-income') AND "recurrence" = 'none';--> statement-breakpoint
UPDATE "services" SET "recurrence" = 'quarterly' WHERE "slug" = 'tds-return-filing' AND "recurrence" = 'none';--> statement-breakpoint
UPDATE "services" SET "recurrence" = 'monthly' WHERE "slug" = 'gst-return-filing-monthly' AND "recurrence" = 'none';
