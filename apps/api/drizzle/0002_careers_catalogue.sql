CREATE TABLE "civilian_occupations" (
	"soc" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"salary_low" integer NOT NULL,
	"salary_high" integer NOT NULL,
	"demand" text NOT NULL,
	"next_steps" jsonb NOT NULL,
	"salary_source" text NOT NULL,
	CONSTRAINT "civilian_occupations_demand_check" CHECK ("civilian_occupations"."demand" in ('High', 'Medium')),
	CONSTRAINT "civilian_occupations_salary_check" CHECK ("civilian_occupations"."salary_low" < "civilian_occupations"."salary_high")
);
--> statement-breakpoint
CREATE TABLE "federal_job_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"kind" text NOT NULL,
	"code_pattern" text NOT NULL,
	"series" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "federal_job_series_key" UNIQUE("branch","kind","code_pattern","series")
);
--> statement-breakpoint
CREATE TABLE "military_occupations" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "military_occupations_branch_code_kind_key" UNIQUE("branch","code","kind"),
	CONSTRAINT "military_occupations_kind_check" CHECK ("military_occupations"."kind" in ('enlisted', 'warrant', 'officer')),
	CONSTRAINT "military_occupations_source_check" CHECK ("military_occupations"."source" in ('catalogue', 'import'))
);
--> statement-breakpoint
CREATE TABLE "occupation_matches" (
	"military_occupation_id" integer NOT NULL,
	"soc" text NOT NULL,
	"strength" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "occupation_matches_military_occupation_id_soc_pk" PRIMARY KEY("military_occupation_id","soc"),
	CONSTRAINT "occupation_matches_strength_check" CHECK ("occupation_matches"."strength" > 0 and "occupation_matches"."strength" <= 1)
);
--> statement-breakpoint
CREATE TABLE "occupation_next_steps" (
	"military_occupation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"step" text NOT NULL,
	CONSTRAINT "occupation_next_steps_military_occupation_id_position_pk" PRIMARY KEY("military_occupation_id","position")
);
--> statement-breakpoint
ALTER TABLE "occupation_matches" ADD CONSTRAINT "occupation_matches_military_occupation_id_military_occupations_id_fk" FOREIGN KEY ("military_occupation_id") REFERENCES "public"."military_occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_matches" ADD CONSTRAINT "occupation_matches_soc_civilian_occupations_soc_fk" FOREIGN KEY ("soc") REFERENCES "public"."civilian_occupations"("soc") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_next_steps" ADD CONSTRAINT "occupation_next_steps_military_occupation_id_military_occupations_id_fk" FOREIGN KEY ("military_occupation_id") REFERENCES "public"."military_occupations"("id") ON DELETE cascade ON UPDATE no action;