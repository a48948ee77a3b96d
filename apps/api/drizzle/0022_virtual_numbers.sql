CREATE TABLE "number_coverage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "number_coverage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"number_type" text NOT NULL,
	"setup_price_minor" bigint NOT NULL,
	"monthly_price_minor" bigint NOT NULL,
	"channels" integer NOT NULL,
	"sms" boolean NOT NULL,
	"documents_required" boolean NOT NULL,
	CONSTRAINT "number_coverage_prices" CHECK ("number_coverage"."setup_price_minor" >= 0 and "number_coverage"."monthly_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "number_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "number_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"country" text NOT NULL,
	"number_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"area_code" text,
	"order_status" text DEFAULT 'pending' NOT NULL,
	"channels" integer NOT NULL,
	"setup_price_minor" bigint NOT NULL,
	"monthly_price_minor" bigint NOT NULL,
	"reason" text,
	"supplier_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_dids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_dids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"did_number_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"monthly_price_minor" bigint NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "number_orders" ADD CONSTRAINT "number_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dids" ADD CONSTRAINT "user_dids_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dids" ADD CONSTRAINT "user_dids_did_number_id_did_numbers_id_fk" FOREIGN KEY ("did_number_id") REFERENCES "did_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dids" ADD CONSTRAINT "user_dids_order_id_number_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "number_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "number_coverage_country_type_key" ON "number_coverage" USING btree ("country","number_type");--> statement-breakpoint
CREATE INDEX "number_orders_account_idx" ON "number_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_dids_did_number_key" ON "user_dids" USING btree ("did_number_id");--> statement-breakpoint
CREATE INDEX "user_dids_paid_until_idx" ON "user_dids" USING btree ("paid_until");--> statement-breakpoint
-- The coverage offered at launch, in euro cents; the administrator's tariffs edit it from then on.
INSERT INTO "number_coverage" ("country", "number_type", "setup_price_minor", "monthly_price_minor", "channels", "sms", "documents_required") VALUES
  ('US', 'local', 100, 100, 2, true, false),
  ('US', 'toll_free', 200, 300, 4, false, false),
  ('US', 'mobile', 100, 150, 2, true, false),
  ('CA', 'local', 100, 120, 2, true, false),
  ('CA', 'toll_free', 200, 350, 4, false, false),
  ('GB', 'local', 100, 150, 2, false, false),
  ('GB', 'mobile', 200, 300, 2, true, false),
  ('GB', 'national', 150, 200, 4, false, false),
  ('GB', 'toll_free', 500, 800, 4, false, false),
  ('IE', 'local', 200, 250, 2, false, true),
  ('DE', 'local', 300, 250, 2, false, true),
  ('DE', 'national', 500, 600, 4, false, true),
  ('DE', 'toll_free', 1000, 1500, 4, false, true),
  ('FR', 'local', 300, 250, 2, false, true),
  ('FR', 'mobile', 500, 700, 2, true, true),
  ('FR', 'toll_free', 1000, 1500, 4, false, true),
  ('ES', 'local', 200, 200, 2, false, true),
  ('ES', 'toll_free', 800, 1200, 4, false, true),
  ('IT', 'local', 300, 300, 2, false, true),
  ('NL', 'local', 200, 250, 2, false, true),
  ('NL', 'mobile', 400, 600, 2, true, true),
  ('BE', 'local', 250, 300, 2, false, true),
  ('AT', 'local', 300, 300, 2, false, true),
  ('CH', 'local', 500, 500, 2, false, true),
  ('SE', 'local', 200, 250, 2, false, false),
  ('SE', 'mobile', 300, 500, 2, true, false),
  ('PL', 'local', 200, 200, 2, false, false),
  ('PT', 'local', 250, 250, 2, false, true),
  ('BG', 'local', 100, 150, 2, false, false),
  ('BG', 'mobile', 200, 300, 2, true, true),
  ('AU', 'local', 300, 350, 2, false, true),
  ('AU', 'mobile', 400, 600, 2, true, true),
  ('AU', 'toll_free', 1000, 1800, 4, false, true),
  ('BR', 'local', 500, 600, 2, false, true),
  ('MX', 'local', 300, 400, 2, false, false),
  ('MX', 'toll_free', 800, 1400, 4, false, false),
  ('JP', 'national', 1500, 2000, 2, false, true),
  ('AE', 'toll_free', 2500, 4000, 4, false, true);
