CREATE TABLE "bot_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"facts" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "bot_deliveries_status_ck" CHECK ("bot_deliveries"."status" in ('pending', 'retrying', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "discord_messages" (
	"purpose" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"message_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_deliveries_due_idx" ON "bot_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "bot_deliveries_event_idx" ON "bot_deliveries" USING btree ("event_key","status");