CREATE TABLE "benefit_checklist_items" (
	"user_id" uuid NOT NULL,
	"benefit_type" text NOT NULL,
	"completed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_checklist_items_user_id_benefit_type_pk" PRIMARY KEY("user_id","benefit_type")
);
--> statement-breakpoint
CREATE TABLE "benefit_statuses" (
	"user_id" uuid NOT NULL,
	"benefit_type" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_statuses_user_id_benefit_type_pk" PRIMARY KEY("user_id","benefit_type")
);
--> statement-breakpoint
ALTER TABLE "benefit_checklist_items" ADD CONSTRAINT "benefit_checklist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_statuses" ADD CONSTRAINT "benefit_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;