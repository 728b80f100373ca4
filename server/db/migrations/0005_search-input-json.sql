-- A search is stored once, in user_recommendations: its input as json (cheaper to write than jsonb)
-- with the hash of its preferences. Existing rows keep an empty preferences hash: they were written
-- together with the user's form row, with the same timestamp, and on a tie the form counts.
ALTER TABLE "user_recommendations" ALTER COLUMN "input" SET DATA TYPE json USING "input"::json;--> statement-breakpoint
ALTER TABLE "user_recommendations" ADD COLUMN "preferences_hash" text DEFAULT '' NOT NULL;
