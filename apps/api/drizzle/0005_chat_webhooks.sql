CREATE TABLE "chat_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
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
	CONSTRAINT "chat_deliveries_status_ck" CHECK ("chat_deliveries"."status" in ('pending', 'retrying', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "chat_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_deliveries" ADD CONSTRAINT "chat_deliveries_webhook_id_chat_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."chat_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_deliveries_event_uq" ON "chat_deliveries" USING btree ("webhook_id","event_key");--> statement-breakpoint
CREATE INDEX "chat_deliveries_due_idx" ON "chat_deliveries" USING btree ("status","next_attempt_at");