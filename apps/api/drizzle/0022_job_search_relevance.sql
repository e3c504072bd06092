DROP INDEX "job_postings_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "locations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "states" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "place_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "pay_min" double precision;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "pay_max" double precision;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "pay_interval" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "pay_plan" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "grade_low" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "grade_high" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "occupation_titles" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "title_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "description_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "feed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "strong_search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate("job_postings"."title", '/', ' ')) || to_tsvector('simple', "job_postings"."title_terms"), 'A') || setweight(to_tsvector('english', translate("job_postings"."keywords" || ' ' || "job_postings"."occupation_titles", '/', ' ')), 'B') || setweight(to_tsvector('english', "job_postings"."place_text"), 'D')) STORED NOT NULL;--> statement-breakpoint
-- Rows stored before this migration: their one place becomes their list of places (a trailing state code becomes
-- their state), and their title's acronyms their terms. The next import of their feed fills the rest.
UPDATE "job_postings" SET
  "locations" = CASE WHEN "location" = '' THEN '{}'::text[] ELSE ARRAY["location"] END,
  "states" = CASE WHEN "location" ~ ', [A-Z]{2}$' THEN ARRAY[right("location", 2)] ELSE '{}'::text[] END,
  "place_text" = "location" || CASE WHEN "remote" THEN ' Remote' ELSE '' END,
  "title_terms" = array_to_string(ARRAY(SELECT lower(m[1]) FROM regexp_matches("title", '\m([A-Z][A-Z0-9]{1,6})\M', 'g') AS m), ' ');--> statement-breakpoint
ALTER TABLE "job_postings" drop column "search";--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate("job_postings"."title", '/', ' ')) || to_tsvector('simple', "job_postings"."title_terms"), 'A') || setweight(to_tsvector('english', translate("job_postings"."keywords" || ' ' || "job_postings"."occupation_titles", '/', ' ')), 'B') || setweight(to_tsvector('english', translate("job_postings"."description" || ' ' || "job_postings"."company", '/', ' ')) || to_tsvector('simple', "job_postings"."description_terms"), 'C') || setweight(to_tsvector('english', "job_postings"."place_text"), 'D')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index.
CREATE INDEX "job_postings_search_idx" ON "job_postings" USING gin ("search");--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate("job_postings"."title", '/', ' '))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "status" text DEFAULT 'saved' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_postings_place_trgm_idx" ON "job_postings" USING gin ("place_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_postings_states_idx" ON "job_postings" USING gin ("states");--> statement-breakpoint
CREATE INDEX "job_postings_feed_idx" ON "job_postings" USING btree ("feed");