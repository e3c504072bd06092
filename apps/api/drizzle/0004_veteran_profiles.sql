CREATE TABLE "veteran_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"branch" text NOT NULL,
	"rank" text NOT NULL,
	"mos_code" text NOT NULL,
	"discharge_status" text NOT NULL,
	"service_start_date" timestamp with time zone NOT NULL,
	"service_end_date" timestamp with time zone,
	"career_interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" text,
	"preferred_location" text DEFAULT '' NOT NULL,
	"willing_to_relocate" boolean DEFAULT false NOT NULL,
	"job_alert_frequency" text DEFAULT 'WEEKLY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veteran_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "veteran_profiles" ADD CONSTRAINT "veteran_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;