CREATE TABLE `club_name_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`club_id` integer NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `club_name_keys_club_idx` ON `club_name_keys` (`club_id`);--> statement-breakpoint
CREATE TABLE `club_name_pending` (
	`club_id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `club_name_proposals` (
	`club_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_el` text,
	`proposed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A key is computed by the worker (schema/club-name-key.ts), never in SQL: a club whose name is written marks itself pending.
CREATE TRIGGER `clubs_name_keys_insert` AFTER INSERT ON `clubs` BEGIN INSERT INTO `club_name_pending` (`club_id`) VALUES (new.`id`) ON CONFLICT (`club_id`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `clubs_name_keys_update` AFTER UPDATE OF `name`, `name_el` ON `clubs` WHEN old.`name` IS NOT new.`name` OR old.`name_el` IS NOT new.`name_el` BEGIN INSERT INTO `club_name_pending` (`club_id`) VALUES (new.`id`) ON CONFLICT (`club_id`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `clubs_name_keys_delete` AFTER DELETE ON `clubs` BEGIN DELETE FROM `club_name_keys` WHERE `club_id` = old.`id`; DELETE FROM `club_name_pending` WHERE `club_id` = old.`id`; DELETE FROM `club_name_proposals` WHERE `club_id` = old.`id`; END;--> statement-breakpoint
-- Every club there is now is keyed by the worker before the first name is checked.
INSERT INTO `club_name_pending` (`club_id`) SELECT `id` FROM `clubs`;
