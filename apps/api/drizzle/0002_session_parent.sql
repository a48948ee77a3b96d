-- An impersonation session ends with the administrator's session it was started from.
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "parent_session_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT IF EXISTS "sessions_parent_session_id_sessions_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_parent_session_id_sessions_id_fk" FOREIGN KEY ("parent_session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;
