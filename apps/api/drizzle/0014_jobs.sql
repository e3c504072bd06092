CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "job_alert_searches" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"search" jsonb NOT NULL,
	"since_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"apply_url" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_text" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"employment_type" text,
	"federal_series" text[] DEFAULT '{}'::text[] NOT NULL,
	"soc_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"veterans_preference" boolean DEFAULT false NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("job_postings"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("job_postings"."company", '') || ' ' || coalesce("job_postings"."keywords", '')), 'B') || setweight(to_tsvector('english', coalesce("job_postings"."description", '')), 'C')) STORED NOT NULL,
	CONSTRAINT "job_postings_source_external_key" UNIQUE("source","external_id")
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_alert_searches" ADD CONSTRAINT "job_alert_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_search_idx" ON "job_postings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_postings_location_trgm_idx" ON "job_postings" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_postings_series_idx" ON "job_postings" USING gin ("federal_series");--> statement-breakpoint
CREATE INDEX "job_postings_soc_idx" ON "job_postings" USING gin ("soc_codes");--> statement-breakpoint
CREATE INDEX "job_postings_first_seen_idx" ON "job_postings" USING btree ("first_seen_at");