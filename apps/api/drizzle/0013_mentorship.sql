CREATE TABLE "mentees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"role" text NOT NULL,
	"experience" text NOT NULL,
	"interests" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"industry" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"capacity" smallint NOT NULL,
	"accepting" boolean DEFAULT true NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "mentor_profiles_status_check" CHECK ("mentor_profiles"."status" in ('pending', 'approved')),
	CONSTRAINT "mentor_profiles_capacity_check" CHECK ("mentor_profiles"."capacity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "mentorship_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentorship_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_reads" (
	"mentorship_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mentorship_reads_mentorship_id_user_id_pk" PRIMARY KEY("mentorship_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mentorship_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentee_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mentorship_requests_status_check" CHECK ("mentorship_requests"."status" in ('pending', 'accepted', 'declined', 'expired')),
	CONSTRAINT "mentorship_requests_not_self_check" CHECK ("mentorship_requests"."mentee_id" <> "mentorship_requests"."mentor_id")
);
--> statement-breakpoint
ALTER TABLE "mentees" ADD CONSTRAINT "mentees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_messages" ADD CONSTRAINT "mentorship_messages_mentorship_id_mentorship_requests_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_messages" ADD CONSTRAINT "mentorship_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_reads" ADD CONSTRAINT "mentorship_reads_mentorship_id_mentorship_requests_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_reads" ADD CONSTRAINT "mentorship_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_reports" ADD CONSTRAINT "mentorship_reports_message_id_mentorship_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mentorship_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_reports" ADD CONSTRAINT "mentorship_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_profiles_status_idx" ON "mentor_profiles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mentorship_messages_conversation_idx" ON "mentorship_messages" USING btree ("mentorship_id","created_at");--> statement-breakpoint
CREATE INDEX "mentorship_requests_mentee_idx" ON "mentorship_requests" USING btree ("mentee_id","status");--> statement-breakpoint
CREATE INDEX "mentorship_requests_mentor_idx" ON "mentorship_requests" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentorship_requests_expiry_idx" ON "mentorship_requests" USING btree ("expires_at") WHERE "mentorship_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_requests_open_pair_key" ON "mentorship_requests" USING btree ("mentee_id","mentor_id") WHERE "mentorship_requests"."status" in ('pending', 'accepted');