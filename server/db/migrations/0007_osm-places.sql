CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locality_walk_access" (
	"locality_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"mapped_at" timestamp with time zone NOT NULL,
	"counted" integer NOT NULL,
	"levels" jsonb NOT NULL,
	"walkability" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overpass_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"elements" json NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
