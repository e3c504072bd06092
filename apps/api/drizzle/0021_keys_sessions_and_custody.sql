CREATE TABLE "live_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_streams_user_opened_idx" ON "live_streams" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "live_streams_session_idx" ON "live_streams" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_redact_idx" ON "outbox_emails" USING btree ("expires_at") WHERE "outbox_emails"."redacted_at" is null and "outbox_emails"."expires_at" is not null;--> statement-breakpoint
-- Session tokens are kept only as their SHA-256, base64url (lib/sessions/session-token.ts computes the same text):
-- the tokens stored before are hashed in place, so every signed-in device stays signed in (decision 036).
UPDATE "sessions" SET "token" = translate(rtrim(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '='), '+/', '-_');--> statement-breakpoint
-- Every ended session (sign-out, expiry, password change or reset, account deletion, the sweep) is announced on the
-- live channel, so each instance closes that session's live streams (lib/live/live-hub.ts, `StreamsEnded`).
CREATE OR REPLACE FUNCTION "waypoint_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('waypoint_live', json_build_object('end', 'session', 'id', OLD."id"::text)::text);
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "waypoint_session_ended"();--> statement-breakpoint
-- "Unsubscribe from document e-mails" turns off these alone; everyone had them on until now.
UPDATE "notification_preferences" SET "preferences" = "preferences" || '{"documentEmails": true}'::jsonb WHERE "preferences" -> 'documentEmails' IS NULL;
