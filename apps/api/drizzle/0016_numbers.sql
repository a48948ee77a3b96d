CREATE TABLE "internal_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"pbx_user_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"presentation_number" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "did_numbers" DROP CONSTRAINT "did_numbers_number_unique";--> statement-breakpoint
ALTER TABLE "did_numbers" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "did_numbers" ADD COLUMN "number_type" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "did_numbers" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "did_numbers" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "internal_numbers" ADD CONSTRAINT "internal_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_numbers" ADD CONSTRAINT "internal_numbers_pbx_user_id_pbx_users_id_fk" FOREIGN KEY ("pbx_user_id") REFERENCES "pbx_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "internal_numbers_account_number_key" ON "internal_numbers" USING btree ("account_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "did_numbers_account_number_key" ON "did_numbers" USING btree ("account_id","number");--> statement-breakpoint
ALTER TABLE "did_numbers" ADD CONSTRAINT "did_numbers_target_pair" CHECK (("did_numbers"."target_type" is null) = ("did_numbers"."target_id" is null));