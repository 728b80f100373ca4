-- A search is stored once, in user_recommendations: its input as json (read only whole, and cheaper
-- to write than jsonb) with the hash of its preferences. Existing rows keep an empty hash, so the
-- next search of their user is written again.
ALTER TABLE "user_recommendations" ALTER COLUMN "input" SET DATA TYPE json USING "input"::json;--> statement-breakpoint
ALTER TABLE "user_recommendations" ADD COLUMN "preferences_hash" text DEFAULT '' NOT NULL;
