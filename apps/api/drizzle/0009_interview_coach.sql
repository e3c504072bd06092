CREATE TABLE "interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"pack" text NOT NULL,
	"difficulty" text NOT NULL,
	"prompt" text NOT NULL,
	"guidance" text NOT NULL,
	"position" integer DEFAULT 1000 NOT NULL,
	"created_by" uuid,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_questions_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pack" text NOT NULL,
	"difficulty" text NOT NULL,
	"mode" text NOT NULL,
	"entries" jsonb NOT NULL,
	"average_score" double precision NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_questions_pack_difficulty_idx" ON "interview_questions" USING btree ("pack","difficulty");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_completed_idx" ON "interview_sessions" USING btree ("user_id","completed_at");