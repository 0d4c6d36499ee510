ALTER TABLE "service_requests" ADD COLUMN "milestone_due_on" date;--> statement-breakpoint
CREATE INDEX "service_requests_milestone_due_idx" ON "service_requests" USING btree ("milestone_due_on");