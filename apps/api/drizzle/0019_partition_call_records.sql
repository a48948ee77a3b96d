-- call_records partitioned by month of callstart (UTC), decision 0018. A partitioned table's unique
-- indexes must hold the partition key, so (account_id, call_id) is kept unique by call_record_ids and
-- the primary key becomes (id, callstart). No foreign key points at call_records. The rows are
-- copied with their ids; the identity goes on from the highest.
CREATE TABLE "call_record_ids" (
	"account_id" integer NOT NULL,
	"call_id" text NOT NULL,
	CONSTRAINT "call_record_ids_pkey" PRIMARY KEY("account_id","call_id")
);
--> statement-breakpoint
ALTER TABLE "call_record_ids" ADD CONSTRAINT "call_record_ids_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" RENAME TO "call_records_unpartitioned";--> statement-breakpoint
ALTER TABLE "call_records_unpartitioned" DROP CONSTRAINT "call_records_pkey";--> statement-breakpoint
DROP INDEX "call_records_account_call_key";--> statement-breakpoint
DROP INDEX "call_records_account_start_idx";--> statement-breakpoint
DROP INDEX "call_records_report_idx";--> statement-breakpoint
DROP INDEX "call_records_legs_idx";--> statement-breakpoint
ALTER TABLE "call_records_unpartitioned" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "call_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"call_id" text NOT NULL,
	"calltype" text NOT NULL,
	"calling_number" text NOT NULL,
	"called_number" text NOT NULL,
	"callstart" timestamp with time zone NOT NULL,
	"callstop" timestamp with time zone NOT NULL,
	"dialstatus" text NOT NULL,
	"duration" integer NOT NULL,
	"billed_seconds" integer NOT NULL,
	"client_cost" bigint NOT NULL,
	"client_cost_micros" bigint NOT NULL,
	"carrier_id" integer,
	"carrier_cost_micros" bigint DEFAULT 0 NOT NULL,
	"rate_prefix" text,
	"parent_call_id" text,
	"leg_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_records_pkey" PRIMARY KEY("id","callstart")
) PARTITION BY RANGE ("callstart");
--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_records_account_call_idx" ON "call_records" USING btree ("account_id","call_id");--> statement-breakpoint
CREATE INDEX "call_records_account_start_idx" ON "call_records" USING btree ("account_id","callstart");--> statement-breakpoint
-- The report's columns ride along in the index, so a month's totals and per-day counts are read from
-- the index alone (an index-only scan once vacuum has marked the pages visible).
CREATE INDEX "call_records_report_idx" ON "call_records" USING btree ("account_id","calltype","callstart" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("dialstatus","duration","client_cost") WHERE "call_records"."parent_call_id" is null;--> statement-breakpoint
CREATE INDEX "call_records_legs_idx" ON "call_records" USING btree ("account_id","parent_call_id") WHERE "call_records"."parent_call_id" is not null;--> statement-breakpoint
-- The month's partition of a time, made when missing (in the schema the table is in). Two sessions
-- making the same one at once: the second finds it made.
CREATE FUNCTION ensure_call_records_partition(at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	month_start timestamptz := date_trunc('month', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
	month_end timestamptz := (date_trunc('month', at AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
	name text := 'call_records_' || to_char(at AT TIME ZONE 'UTC', 'YYYY_MM');
BEGIN
	IF to_regclass(quote_ident(name)) IS NOT NULL THEN
		RETURN;
	END IF;
	EXECUTE format('CREATE TABLE %I PARTITION OF call_records FOR VALUES FROM (%L) TO (%L)', name, month_start, month_end);
EXCEPTION WHEN duplicate_table THEN
	NULL;
END;
$$;
--> statement-breakpoint
SELECT ensure_call_records_partition(month) FROM (SELECT DISTINCT date_trunc('month', "callstart") AS month FROM "call_records_unpartitioned") AS months;--> statement-breakpoint
INSERT INTO "call_records" OVERRIDING SYSTEM VALUE SELECT "id", "account_id", "call_id", "calltype", "calling_number", "called_number", "callstart", "callstop", "dialstatus", "duration", "billed_seconds", "client_cost", "client_cost_micros", "carrier_id", "carrier_cost_micros", "rate_prefix", "parent_call_id", "leg_type", "created_at" FROM "call_records_unpartitioned";--> statement-breakpoint
INSERT INTO "call_record_ids" SELECT "account_id", "call_id" FROM "call_records_unpartitioned";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('call_records', 'id'), coalesce((SELECT max("id") FROM "call_records"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "call_records_unpartitioned";
