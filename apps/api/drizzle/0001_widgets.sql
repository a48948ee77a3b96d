CREATE TABLE "visitor_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitor_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"widget_id" integer,
	"type" text NOT NULL,
	"office_id" text,
	"department_id" text,
	"payload" jsonb NOT NULL,
	"country" text,
	"lat" double precision,
	"lon" double precision,
	"ip_hash" text NOT NULL,
	"attachment_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "widgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"public_key" text NOT NULL,
	"name" text NOT NULL,
	"timezone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"plan" text DEFAULT 'start' NOT NULL,
	"plan_category" text DEFAULT 'website-dialer' NOT NULL,
	"billing_period" text DEFAULT 'yearly' NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sidebar" jsonb NOT NULL,
	"appearance" jsonb NOT NULL,
	"multilanguage" jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip_blacklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widgets_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
ALTER TABLE "visitor_requests" ADD CONSTRAINT "visitor_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_requests" ADD CONSTRAINT "visitor_requests_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "widgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_requests_account_type_idx" ON "visitor_requests" USING btree ("account_id","type","created_at");--> statement-breakpoint
CREATE INDEX "widgets_account_idx" ON "widgets" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_account_default_key" ON "widgets" USING btree ("account_id") WHERE is_default;