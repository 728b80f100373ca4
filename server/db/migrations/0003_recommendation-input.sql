-- Results are now recomputed from their input (the engine is pure). Existing rows keep their work
-- location from the stored result and their owner's saved preferences; a row without saved
-- preferences cannot be recomputed and is dropped (the user simply searches again).
ALTER TABLE "user_recommendations" ADD COLUMN "input" jsonb;--> statement-breakpoint
UPDATE "user_recommendations" AS r SET "input" = jsonb_build_object('preferences', p."preferences", 'analysis', NULL, 'workLocation', r."result"->'workLocation'), "input_hash" = '' FROM "user_preferences" AS p WHERE p."user_id" = r."user_id";--> statement-breakpoint
DELETE FROM "user_recommendations" WHERE "input" IS NULL;--> statement-breakpoint
ALTER TABLE "user_recommendations" ALTER COLUMN "input" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_recommendations" DROP COLUMN "result";
