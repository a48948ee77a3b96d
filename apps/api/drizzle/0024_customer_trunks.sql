CREATE TABLE "customer_trunks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_trunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 5060 NOT NULL,
	"transport" text DEFAULT 'udp' NOT NULL,
	"codecs" text[] NOT NULL,
	"channels" integer NOT NULL,
	"auth_type" text NOT NULL,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_sealed" text,
	"failover_order" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_trunks_port" CHECK ("customer_trunks"."port" between 1 and 65535),
	CONSTRAINT "customer_trunks_channels" CHECK ("customer_trunks"."channels" >= 1),
	CONSTRAINT "customer_trunks_failover_order" CHECK ("customer_trunks"."failover_order" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "customer_trunks" ADD CONSTRAINT "customer_trunks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_trunks_account_name_key" ON "customer_trunks" USING btree ("account_id","name");