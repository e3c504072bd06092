CREATE TABLE "catalogue_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
