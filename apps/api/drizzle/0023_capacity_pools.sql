CREATE TABLE "capacity_pools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capacity_pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel_limit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capacity_pools_channel_limit" CHECK ("capacity_pools"."channel_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "user_dids" ADD COLUMN "capacity_pool_id" integer;--> statement-breakpoint
ALTER TABLE "capacity_pools" ADD CONSTRAINT "capacity_pools_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capacity_pools_account_name_key" ON "capacity_pools" USING btree ("account_id","name");--> statement-breakpoint
ALTER TABLE "user_dids" ADD CONSTRAINT "user_dids_capacity_pool_id_capacity_pools_id_fk" FOREIGN KEY ("capacity_pool_id") REFERENCES "capacity_pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_dids_capacity_pool_idx" ON "user_dids" USING btree ("capacity_pool_id");