CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slot" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"file" text,
	"bytes" double precision,
	"rows" integer,
	"seconds" double precision,
	"message" text,
	CONSTRAINT "backup_runs_kind_ck" CHECK ("backup_runs"."kind" in ('backup', 'drill'))
);
--> statement-breakpoint
CREATE TABLE "trivia_spent_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_slot_uq" ON "backup_runs" USING btree ("kind","slot");--> statement-breakpoint
CREATE INDEX "backup_runs_kind_idx" ON "backup_runs" USING btree ("kind","started_at");--> statement-breakpoint
CREATE INDEX "trivia_spent_tokens_expires_idx" ON "trivia_spent_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Chat webhook addresses in the one form the site keeps (docs/product/chat-webhooks.md#rules-and-constants): no query or fragment, no trailing /, no Discord /slack or /github suffix, so the masked form shows only the token's last 4 characters.
UPDATE "chat_webhooks" SET "url" = regexp_replace(regexp_replace(regexp_replace("url", '[?#].*$', ''), '/+$', ''), '(/webhooks/[^/]+/[^/]+)/(slack|github)$', '\1', 'i');--> statement-breakpoint
-- Activity entries of webhooks whose address ended in / or a suffix were masked after the token ("…/TOKEN/••••"): keep only its last 4 characters.
UPDATE "activity_entries" SET "before" = CASE WHEN "before" ? 'url' THEN jsonb_set("before", '{url}', to_jsonb(regexp_replace("before"->>'url', '/[^/]{5,}([^/]{4})/((slack|github)/)?••••$', '/••••\1', 'i'))) ELSE "before" END, "after" = CASE WHEN "after" ? 'url' THEN jsonb_set("after", '{url}', to_jsonb(regexp_replace("after"->>'url', '/[^/]{5,}([^/]{4})/((slack|github)/)?••••$', '/••••\1', 'i'))) ELSE "after" END WHERE "entity_type" = 'chat-webhook';
