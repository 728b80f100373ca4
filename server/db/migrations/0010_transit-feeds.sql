CREATE TABLE "transit_calendar" (
	"feed_id" text NOT NULL,
	"service_id" text NOT NULL,
	"weekdays" integer NOT NULL,
	"start_date" integer NOT NULL,
	"end_date" integer NOT NULL,
	CONSTRAINT "transit_calendar_feed_id_service_id_pk" PRIMARY KEY("feed_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "transit_calendar_dates" (
	"feed_id" text NOT NULL,
	"service_id" text NOT NULL,
	"date" integer NOT NULL,
	"added" integer NOT NULL,
	CONSTRAINT "transit_calendar_dates_feed_id_service_id_date_pk" PRIMARY KEY("feed_id","service_id","date")
);
--> statement-breakpoint
CREATE TABLE "transit_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"as_of" text NOT NULL,
	"kind" text NOT NULL,
	"attribution" text,
	"source" text NOT NULL,
	"checksum" text NOT NULL,
	"last_service_date" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_frequencies" (
	"feed_id" text NOT NULL,
	"idx" integer NOT NULL,
	"trip" integer NOT NULL,
	"start_time" integer NOT NULL,
	"end_time" integer NOT NULL,
	"headway" integer NOT NULL,
	CONSTRAINT "transit_frequencies_feed_id_idx_pk" PRIMARY KEY("feed_id","idx")
);
--> statement-breakpoint
CREATE TABLE "transit_routes" (
	"feed_id" text NOT NULL,
	"idx" integer NOT NULL,
	"route_id" text NOT NULL,
	"short_name" text NOT NULL,
	"long_name" text NOT NULL,
	"type" integer NOT NULL,
	"agency_id" text NOT NULL,
	CONSTRAINT "transit_routes_feed_id_idx_pk" PRIMARY KEY("feed_id","idx")
);
--> statement-breakpoint
CREATE TABLE "transit_stop_times" (
	"feed_id" text NOT NULL,
	"idx" integer NOT NULL,
	"trip" integer NOT NULL,
	"stop" integer NOT NULL,
	"arrival" integer NOT NULL,
	"departure" integer NOT NULL,
	CONSTRAINT "transit_stop_times_feed_id_idx_pk" PRIMARY KEY("feed_id","idx")
);
--> statement-breakpoint
CREATE TABLE "transit_stops" (
	"feed_id" text NOT NULL,
	"idx" integer NOT NULL,
	"stop_id" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"location_type" integer NOT NULL,
	"parent" integer NOT NULL,
	CONSTRAINT "transit_stops_feed_id_idx_pk" PRIMARY KEY("feed_id","idx")
);
--> statement-breakpoint
CREATE TABLE "transit_transfers" (
	"feed_id" text NOT NULL,
	"idx" integer NOT NULL,
	"from_stop" integer NOT NULL,
	"to_stop" integer NOT NULL,
	"type" integer NOT NULL,
	"min_seconds" integer,
	CONSTRAINT "transit_transfers_feed_id_idx_pk" PRIMARY KEY("feed_id","idx")
);
--> statement-breakpoint
CREATE TABLE "transit_trips" (
	"feed_id" text NOT NULL,
	"idx" integer NOT NULL,
	"trip_id" text NOT NULL,
	"route" integer NOT NULL,
	"service_id" text NOT NULL,
	"headsign" text NOT NULL,
	CONSTRAINT "transit_trips_feed_id_idx_pk" PRIMARY KEY("feed_id","idx")
);
--> statement-breakpoint
ALTER TABLE "transit_calendar" ADD CONSTRAINT "transit_calendar_feed_id_transit_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."transit_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_calendar_dates" ADD CONSTRAINT "transit_calendar_dates_feed_id_transit_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."transit_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_frequencies" ADD CONSTRAINT "transit_frequencies_feed_id_transit_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."transit_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_routes" ADD CONSTRAINT "transit_routes_feed_id_transit_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."transit_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_stop_times" ADD CONSTRAINT "transit_stop_times_feed_id_transit_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."transit_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_stops" ADD CONSTRAINT "transit_stops_feed_id_transit_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."transit_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_transfers" ADD CONSTRAINT "transit_transfers_feed_id_transit_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."transit_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_trips" ADD CONSTRAINT "transit_trips_feed_id_transit_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."transit_feeds"("id") ON DELETE cascade ON UPDATE no action;