CREATE TABLE "switch_registrations" (
	"account_id" integer NOT NULL,
	"username" text NOT NULL,
	"domain" text NOT NULL,
	"contact" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "switch_registrations_account_id_username_domain_contact_pk" PRIMARY KEY("account_id","username","domain","contact")
);
--> statement-breakpoint
ALTER TABLE "switch_registrations" ADD CONSTRAINT "switch_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;