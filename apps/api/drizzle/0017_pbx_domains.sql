CREATE TABLE "pbx_domains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pbx_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"number_pattern" text DEFAULT '' NOT NULL,
	"timezone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "pbx_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"timezone" text,
	"call_recording" boolean NOT NULL,
	"recording_retention_days" integer NOT NULL,
	"music_on_hold_id" integer,
	"presentation_number" text,
	"max_call_minutes" integer NOT NULL,
	"ring_timeout_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "pbx_domains" ADD CONSTRAINT "pbx_domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbx_settings" ADD CONSTRAINT "pbx_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbx_settings" ADD CONSTRAINT "pbx_settings_music_on_hold_id_sound_files_id_fk" FOREIGN KEY ("music_on_hold_id") REFERENCES "sound_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pbx_domains_account_domain_key" ON "pbx_domains" USING btree ("account_id",lower("domain"));--> statement-breakpoint
CREATE UNIQUE INDEX "pbx_domains_account_default_key" ON "pbx_domains" USING btree ("account_id") WHERE "pbx_domains"."is_default";--> statement-breakpoint
-- Every account gets its default domain; the hosts users and extensions named as free text become domains of their own.
INSERT INTO "pbx_domains" ("account_id", "domain", "is_default") SELECT "id", 'account-' || "id" || '.pbx.local', true FROM "accounts";--> statement-breakpoint
INSERT INTO "pbx_domains" ("account_id", "domain") SELECT DISTINCT "account_id", lower(trim("domain")) FROM (SELECT "account_id", "domain" FROM "extensions" UNION ALL SELECT "account_id", "domain" FROM "pbx_users") AS "named" WHERE lower(trim("domain")) ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$' ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "extensions" ADD COLUMN "domain_id" integer;--> statement-breakpoint
UPDATE "extensions" SET "domain_id" = coalesce((SELECT "d"."id" FROM "pbx_domains" "d" WHERE "d"."account_id" = "extensions"."account_id" AND "d"."domain" = lower(trim("extensions"."domain"))), (SELECT "d"."id" FROM "pbx_domains" "d" WHERE "d"."account_id" = "extensions"."account_id" AND "d"."is_default"));--> statement-breakpoint
ALTER TABLE "extensions" ALTER COLUMN "domain_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "extensions" DROP COLUMN "domain";--> statement-breakpoint
ALTER TABLE "pbx_users" ADD COLUMN "domain_id" integer;--> statement-breakpoint
UPDATE "pbx_users" SET "domain_id" = coalesce((SELECT "d"."id" FROM "pbx_domains" "d" WHERE "d"."account_id" = "pbx_users"."account_id" AND "d"."domain" = lower(trim("pbx_users"."domain"))), (SELECT "d"."id" FROM "pbx_domains" "d" WHERE "d"."account_id" = "pbx_users"."account_id" AND "d"."is_default"));--> statement-breakpoint
ALTER TABLE "pbx_users" ALTER COLUMN "domain_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pbx_users" DROP COLUMN "domain";--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_domain_id_pbx_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "pbx_domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbx_users" ADD CONSTRAINT "pbx_users_domain_id_pbx_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "pbx_domains"("id") ON DELETE no action ON UPDATE no action;
