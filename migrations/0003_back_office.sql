CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`admin_club_id` integer NOT NULL,
	`admin_name` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer,
	`summary` text NOT NULL,
	`before` text,
	`after` text,
	`impersonated_club_id` integer,
	`reason` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_admin_idx` ON `audit_log` (`admin_club_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`at`);--> statement-breakpoint
CREATE TABLE `claim_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`claim_request_id` integer NOT NULL,
	`club_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claim_tokens_hash_unique` ON `claim_tokens` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `claim_tokens_request_unique` ON `claim_tokens` (`claim_request_id`);--> statement-breakpoint
CREATE TABLE `impersonations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_club_id` integer NOT NULL,
	`admin_name` text NOT NULL,
	`club_id` integer NOT NULL,
	`club_name` text NOT NULL,
	`reason` text NOT NULL,
	`session_key` text NOT NULL,
	`started_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`ended_at` text
);
--> statement-breakpoint
CREATE INDEX `impersonations_session_idx` ON `impersonations` (`session_key`,`ended_at`);--> statement-breakpoint
ALTER TABLE `academy_registrations` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `academy_registrations` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `academy_registrations` ADD `notes` text;--> statement-breakpoint
CREATE INDEX `academy_registrations_status_idx` ON `academy_registrations` (`status`);--> statement-breakpoint
ALTER TABLE `claim_requests` ADD `decision_reason` text;--> statement-breakpoint
ALTER TABLE `claim_requests` ADD `decided_at` text;--> statement-breakpoint
ALTER TABLE `clubs` ADD `status` text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE `clubs` ADD `is_active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `is_published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `is_featured` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The audit log is append-only: no statement may change or remove a record.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
