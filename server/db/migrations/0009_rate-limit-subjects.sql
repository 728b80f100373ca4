-- Counters live for one window (a minute, or a quarter hour for enquiries): those kept under the old
-- "<limit>:<key>" keys are dropped, and every limit starts a fresh window after the upgrade.
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "subject" text NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "ends_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "key";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_name_subject_ends_at_pk" PRIMARY KEY("name","subject","ends_at");
