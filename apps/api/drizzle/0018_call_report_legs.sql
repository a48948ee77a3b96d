ALTER TABLE "call_records" ADD COLUMN "parent_call_id" text;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "leg_type" text;--> statement-breakpoint
CREATE INDEX "call_records_report_idx" ON "call_records" USING btree ("account_id","calltype","callstart" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "call_records"."parent_call_id" is null;--> statement-breakpoint
CREATE INDEX "call_records_legs_idx" ON "call_records" USING btree ("account_id","parent_call_id") WHERE "call_records"."parent_call_id" is not null;--> statement-breakpoint
CREATE INDEX "message_log_report_idx" ON "message_log" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);