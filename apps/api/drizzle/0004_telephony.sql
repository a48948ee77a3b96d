CREATE TABLE "call_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"carrier_id" integer,
	"prefix" text NOT NULL,
	"prefix_name" text DEFAULT '' NOT NULL,
	"cli" boolean DEFAULT false NOT NULL,
	"local_rate" integer DEFAULT 0 NOT NULL,
	"setup_rate" integer DEFAULT 0 NOT NULL,
	"origin_rate" integer DEFAULT 0 NOT NULL,
	"carrier_rate" integer NOT NULL,
	"effective_date" date NOT NULL,
	"setup_time" integer DEFAULT 0 NOT NULL,
	"minimum_time" integer DEFAULT 1 NOT NULL,
	"rest_time" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_rates_deck_key" UNIQUE NULLS NOT DISTINCT("account_id","carrier_id","prefix","effective_date")
);
--> statement-breakpoint
CREATE TABLE "carrier_trunks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_trunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"name" text NOT NULL,
	"channels" integer DEFAULT 0 NOT NULL,
	"codecs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 5060 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"service" text DEFAULT 'VoIP' NOT NULL,
	"trunk_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"carrier_name" text NOT NULL,
	"timezone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password" text,
	"description" text DEFAULT '' NOT NULL,
	"did_supplier" boolean DEFAULT false NOT NULL,
	"sms_supplier" boolean DEFAULT false NOT NULL,
	"voice_supplier" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"prefix_name" text NOT NULL,
	"country" text NOT NULL,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"is_itfs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routing_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"direction" text NOT NULL,
	"a_regexp" text DEFAULT '' NOT NULL,
	"b_regexp" text DEFAULT '' NOT NULL,
	"flow_id" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"timeslot_id" integer,
	"application_id" integer,
	"carrier_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "switch_tokens" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "switch_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "trunk_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trunk_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"carrier_trunk_id" integer NOT NULL,
	"command" text NOT NULL,
	"command_arg" text DEFAULT '' NOT NULL,
	"timeslot_id" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"direction" text NOT NULL,
	"point_start" integer DEFAULT 0 NOT NULL,
	"point_end" integer DEFAULT 0 NOT NULL,
	"called_prefix" text DEFAULT '' NOT NULL,
	"calling_prefix" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_trunks" ADD CONSTRAINT "carrier_trunks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_trunks" ADD CONSTRAINT "carrier_trunks_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_entries" ADD CONSTRAINT "routing_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_entries" ADD CONSTRAINT "routing_entries_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "switch_tokens" ADD CONSTRAINT "switch_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_rules" ADD CONSTRAINT "trunk_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunk_rules" ADD CONSTRAINT "trunk_rules_carrier_trunk_id_carrier_trunks_id_fk" FOREIGN KEY ("carrier_trunk_id") REFERENCES "carrier_trunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_account_call_key" ON "call_records" USING btree ("account_id","call_id");--> statement-breakpoint
CREATE INDEX "call_records_account_start_idx" ON "call_records" USING btree ("account_id","callstart");--> statement-breakpoint
CREATE INDEX "carrier_trunks_carrier_idx" ON "carrier_trunks" USING btree ("account_id","carrier_id");--> statement-breakpoint
CREATE INDEX "carriers_account_idx" ON "carriers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_account_prefix_key" ON "destinations" USING btree ("account_id","prefix");--> statement-breakpoint
CREATE INDEX "routing_entries_account_idx" ON "routing_entries" USING btree ("account_id","direction");--> statement-breakpoint
CREATE INDEX "trunk_rules_trunk_idx" ON "trunk_rules" USING btree ("account_id","carrier_trunk_id");