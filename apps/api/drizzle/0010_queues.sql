CREATE TABLE "queue_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"name" text NOT NULL,
	"action" text NOT NULL,
	"sound_file_id" integer,
	"time_from" integer DEFAULT 0 NOT NULL,
	"time_to" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_black_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_black_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"calling_number" text NOT NULL,
	"valid_to" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"workplace" text DEFAULT '' NOT NULL,
	"auto_answer_seconds" integer DEFAULT 0 NOT NULL,
	"skill_level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"name" text NOT NULL,
	"timeslot_id" integer NOT NULL,
	"increase_period" integer NOT NULL,
	"increase_weight" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_vip_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_vip_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"calling_number" text NOT NULL,
	"weight" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"wrapup_time" integer DEFAULT 0 NOT NULL,
	"timeout" integer DEFAULT 15 NOT NULL,
	"unblock" integer DEFAULT 0 NOT NULL,
	"strategy" text DEFAULT 'ringall' NOT NULL,
	"queue_number" text NOT NULL,
	"connect_to_last_agent" boolean DEFAULT false NOT NULL,
	"agent_search_period" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ring_group_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ring_group_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"ring_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"ring_time" integer DEFAULT 30 NOT NULL,
	"user_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ring_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ring_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"ring_time" integer DEFAULT 30 NOT NULL,
	"strategy" text DEFAULT 'ringall' NOT NULL,
	"moh_sound_file_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_actions" ADD CONSTRAINT "queue_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_actions" ADD CONSTRAINT "queue_actions_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_actions" ADD CONSTRAINT "queue_actions_sound_file_id_sound_files_id_fk" FOREIGN KEY ("sound_file_id") REFERENCES "sound_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_black_numbers" ADD CONSTRAINT "queue_black_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_black_numbers" ADD CONSTRAINT "queue_black_numbers_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_members" ADD CONSTRAINT "queue_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_members" ADD CONSTRAINT "queue_members_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_members" ADD CONSTRAINT "queue_members_user_id_pbx_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "pbx_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_rules" ADD CONSTRAINT "queue_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_rules" ADD CONSTRAINT "queue_rules_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_rules" ADD CONSTRAINT "queue_rules_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_vip_numbers" ADD CONSTRAINT "queue_vip_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_vip_numbers" ADD CONSTRAINT "queue_vip_numbers_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_group_members" ADD CONSTRAINT "ring_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_group_members" ADD CONSTRAINT "ring_group_members_ring_group_id_ring_groups_id_fk" FOREIGN KEY ("ring_group_id") REFERENCES "ring_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_group_members" ADD CONSTRAINT "ring_group_members_user_id_pbx_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "pbx_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD CONSTRAINT "ring_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD CONSTRAINT "ring_groups_moh_sound_file_id_sound_files_id_fk" FOREIGN KEY ("moh_sound_file_id") REFERENCES "sound_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_actions_queue_idx" ON "queue_actions" USING btree ("queue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_black_numbers_queue_number_key" ON "queue_black_numbers" USING btree ("queue_id","calling_number");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_members_queue_user_key" ON "queue_members" USING btree ("queue_id","user_id");--> statement-breakpoint
CREATE INDEX "queue_rules_queue_idx" ON "queue_rules" USING btree ("queue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_vip_numbers_queue_number_key" ON "queue_vip_numbers" USING btree ("queue_id","calling_number");--> statement-breakpoint
CREATE UNIQUE INDEX "queues_account_number_key" ON "queues" USING btree ("account_id","queue_number");--> statement-breakpoint
CREATE INDEX "ring_group_members_group_idx" ON "ring_group_members" USING btree ("ring_group_id","position");--> statement-breakpoint
CREATE INDEX "ring_groups_account_idx" ON "ring_groups" USING btree ("account_id");