CREATE TABLE "address_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sender_user_id" uuid,
	"topic" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"sealed_content" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "address_notifications" ADD CONSTRAINT "address_notifications_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_notifications_sender_idx" ON "address_notifications" USING btree ("sender_user_id");--> statement-breakpoint
CREATE INDEX "address_notifications_pending_idx" ON "address_notifications" USING btree ("created_at") WHERE "address_notifications"."sealed_content" is not null;