ALTER TABLE "civilian_occupations" DROP CONSTRAINT "civilian_occupations_salary_check";--> statement-breakpoint
ALTER TABLE "civilian_occupations" ALTER COLUMN "salary_low" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "civilian_occupations" ALTER COLUMN "salary_high" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "civilian_occupations" ADD COLUMN "salary_low_marker" text;--> statement-breakpoint
ALTER TABLE "civilian_occupations" ADD COLUMN "salary_high_marker" text;--> statement-breakpoint
ALTER TABLE "occupation_matches" ADD COLUMN "basis" text;--> statement-breakpoint
ALTER TABLE "occupation_matches" ADD COLUMN "spec_example_salary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "civilian_occupations" ADD CONSTRAINT "civilian_occupations_salary_check" CHECK (("civilian_occupations"."salary_low" is null) <> ("civilian_occupations"."salary_low_marker" is null) and ("civilian_occupations"."salary_high" is null) <> ("civilian_occupations"."salary_high_marker" is null) and ("civilian_occupations"."salary_low" is null or "civilian_occupations"."salary_high" is null or "civilian_occupations"."salary_low" <= "civilian_occupations"."salary_high"));