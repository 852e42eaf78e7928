-- The staff activity log keeps one name on every side (docs/decisions/0039-routes-declare-their-facts.md).
ALTER TABLE "audit_entries" RENAME TO "activity_entries";--> statement-breakpoint
ALTER SEQUENCE "audit_entries_id_seq" RENAME TO "activity_entries_id_seq";--> statement-breakpoint
ALTER TABLE "activity_entries" RENAME CONSTRAINT "audit_entries_pkey" TO "activity_entries_pkey";--> statement-breakpoint
ALTER TABLE "activity_entries" RENAME CONSTRAINT "audit_entries_actor_id_users_id_fk" TO "activity_entries_actor_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "audit_entries_at_idx" RENAME TO "activity_entries_at_idx";--> statement-breakpoint
ALTER INDEX "audit_entries_actor_idx" RENAME TO "activity_entries_actor_idx";--> statement-breakpoint
ALTER INDEX "audit_entries_entity_idx" RENAME TO "activity_entries_entity_idx";
