CREATE TABLE "benefit_reminders" (
	"user_id" uuid NOT NULL,
	"benefit_type" text NOT NULL,
	"window_closes" date NOT NULL,
	"threshold" integer NOT NULL,
	"days_left" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_reminders_user_id_benefit_type_window_closes_threshold_pk" PRIMARY KEY("user_id","benefit_type","window_closes","threshold")
);
--> statement-breakpoint
ALTER TABLE "benefit_reminders" ADD CONSTRAINT "benefit_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;