CREATE TABLE "call_events" (
	"account_id" integer NOT NULL,
	"call_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_events_account_id_call_id_seq_pk" PRIMARY KEY("account_id","call_id","seq")
);
--> statement-breakpoint
CREATE TABLE "call_states" (
	"account_id" integer NOT NULL,
	"call_id" text NOT NULL,
	"state" text NOT NULL,
	"last_seq" integer NOT NULL,
	"calltype" text,
	"calling_number" text,
	"called_number" text,
	"started_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_states_account_id_call_id_pk" PRIMARY KEY("account_id","call_id")
);
--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_states" ADD CONSTRAINT "call_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_states_live_idx" ON "call_states" USING btree ("account_id","state","closed_at");