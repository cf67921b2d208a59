-- Issue 24, player registration: registrations for a season and a code (the licence), families
-- (guardians, with the parent's consent and its date), transfers and the health card reminders
-- sent. The roster's entries (`players`) become the register's view: a registered player's entry
-- links its registration, and its jersey number, height and weight may wait for the club; every
-- row typed before this issue is kept, unlinked, for the secretary to link. No table refers to
-- `players`, so rebuilding it drops nothing else but its own search triggers, made again below.
CREATE TABLE `guardians` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer NOT NULL,
	`child_id` integer NOT NULL,
	`consent_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guardians_unique` ON `guardians` (`parent_id`,`child_id`);--> statement-breakpoint
CREATE INDEX `guardians_child_idx` ON `guardians` (`child_id`);--> statement-breakpoint
CREATE TABLE `health_card_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_id` integer NOT NULL,
	`expires_on` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `health_card_reminders_unique` ON `health_card_reminders` (`person_id`,`expires_on`,`kind`);--> statement-breakpoint
CREATE TABLE `registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_id` integer NOT NULL,
	`club_id` integer NOT NULL,
	`team_id` integer,
	`season` text NOT NULL,
	`code` text NOT NULL,
	`status` text DEFAULT 'pending-club' NOT NULL,
	`licence_number` text,
	`source` text DEFAULT 'application' NOT NULL,
	`applied_by` integer,
	`decline_reason` text,
	`declined_by` text,
	`club_decided_at` text,
	`club_decided_by` integer,
	`federation_decided_at` text,
	`federation_decided_by` integer,
	`licensed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`applied_by`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`club_decided_by`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`federation_decided_by`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_one_per_code_season` ON `registrations` (`person_id`,`season`,`code`) WHERE status in ('pending-club', 'pending-federation', 'licensed');--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_licence_number_unique` ON `registrations` (`licence_number`);--> statement-breakpoint
CREATE INDEX `registrations_club_idx` ON `registrations` (`club_id`,`status`,`season`);--> statement-breakpoint
CREATE INDEX `registrations_status_idx` ON `registrations` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `registrations_season_idx` ON `registrations` (`season`,`code`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `registrations_person_idx` ON `registrations` (`person_id`,`season`);--> statement-breakpoint
CREATE TABLE `transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_id` integer NOT NULL,
	`registration_id` integer NOT NULL,
	`code` text NOT NULL,
	`season` text NOT NULL,
	`from_club_id` integer,
	`to_club_id` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`requested_by` integer,
	`objection_deadline` text NOT NULL,
	`objection_reason` text,
	`objected_at` text,
	`objected_by` integer,
	`released_at` text,
	`decided_at` text,
	`decided_by` integer,
	`decline_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`registration_id`) REFERENCES `registrations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`to_club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`objected_by`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transfers_one_open` ON `transfers` (`person_id`) WHERE status in ('open', 'objected', 'released');--> statement-breakpoint
CREATE INDEX `transfers_status_idx` ON `transfers` (`status`,`objection_deadline`);--> statement-breakpoint
CREATE INDEX `transfers_from_idx` ON `transfers` (`from_club_id`,`status`);--> statement-breakpoint
CREATE INDEX `transfers_to_idx` ON `transfers` (`to_club_id`,`status`);--> statement-breakpoint
CREATE TABLE `__new_players` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`position` text NOT NULL,
	`jersey_number` integer,
	`date_of_birth` text NOT NULL,
	`height` integer,
	`weight` integer,
	`club_id` integer NOT NULL,
	`registration_id` integer,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_players`("id", "name", "position", "jersey_number", "date_of_birth", "height", "weight", "club_id", "registration_id") SELECT "id", "name", "position", "jersey_number", "date_of_birth", "height", "weight", "club_id", NULL FROM `players`;--> statement-breakpoint
DROP TABLE `players`;--> statement-breakpoint
ALTER TABLE `__new_players` RENAME TO `players`;--> statement-breakpoint
CREATE INDEX `players_club_idx` ON `players` (`club_id`,`jersey_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `players_registration_unique` ON `players` (`registration_id`);--> statement-breakpoint
-- The rebuild dropped the search triggers of migration 0005 with the old table: the same again.
CREATE TRIGGER `players_search_insert` AFTER INSERT ON `players` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 2) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `players_search_update` AFTER UPDATE OF `name`, `position` ON `players` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 2) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `players_search_delete` AFTER DELETE ON `players` BEGIN DELETE FROM `search_index` WHERE `rowid` = old.`id` * 4 + 2; DELETE FROM `search_pending` WHERE `doc` = old.`id` * 4 + 2; END;--> statement-breakpoint
ALTER TABLE `persons` ADD `has_login` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `persons` ADD `health_card_expires_on` text;--> statement-breakpoint
ALTER TABLE `persons` ADD `public_profile` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `persons` ADD `erased_at` text;--> statement-breakpoint
ALTER TABLE `competitions` ADD `age_cut_off` text DEFAULT '01-01' NOT NULL;