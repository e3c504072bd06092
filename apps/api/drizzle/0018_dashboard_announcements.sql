CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"publish_from" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_until" timestamp with time zone,
	"author_id" uuid,
	"sample" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_window_check" CHECK ("announcements"."publish_until" is null or "announcements"."publish_until" > "announcements"."publish_from")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_publish_from_idx" ON "announcements" USING btree ("publish_from" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "circle_post_reports_open_idx" ON "circle_post_reports" USING btree ("post_id") WHERE "circle_post_reports"."resolved_at" is null;