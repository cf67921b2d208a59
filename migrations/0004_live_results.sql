CREATE TABLE `result_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fixture_id` integer NOT NULL,
	`side` text NOT NULL,
	`entered_by_club_id` integer,
	`entered_by_name` text NOT NULL,
	`source` text NOT NULL,
	`home_score` integer NOT NULL,
	`away_score` integer NOT NULL,
	`home_tries` integer NOT NULL,
	`away_tries` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`fixture_id`) REFERENCES `fixtures`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entered_by_club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `result_entries_fixture_side_unique` ON `result_entries` (`fixture_id`,`side`);--> statement-breakpoint
CREATE TABLE `result_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fixture_id` integer NOT NULL,
	`actor_club_id` integer,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`side` text,
	`entered` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`fixture_id`) REFERENCES `fixtures`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `result_history_fixture_idx` ON `result_history` (`fixture_id`,`id`);--> statement-breakpoint
ALTER TABLE `fixtures` ADD `result_state` text;--> statement-breakpoint
ALTER TABLE `fixtures` ADD `live_clock` text;--> statement-breakpoint
ALTER TABLE `fixtures` ADD `live_home_score` integer;--> statement-breakpoint
ALTER TABLE `fixtures` ADD `live_away_score` integer;--> statement-breakpoint
ALTER TABLE `fixtures` ADD `live_updated_at` text;