-- Issue 11: a calendar's SEQUENCE and LAST-MODIFIED come from `sequence` and `updated_at`, raised and
-- set by the triggers below on a change of what a calendar shows, even within the second of the
-- row's creation. SQLite cannot ADD a column whose default is an expression (`updated_at`), so
-- `matches` is made again with both columns, its rows and its AUTOINCREMENT counter carried across.
CREATE TABLE `__new_matches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`opponent` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`venue` text NOT NULL,
	`competition` text NOT NULL,
	`is_home_game` integer DEFAULT true NOT NULL,
	`club_id` integer NOT NULL,
	`club_score` integer,
	`opponent_score` integer,
	`sequence` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_matches` (`id`, `opponent`, `date`, `time`, `venue`, `competition`, `is_home_game`, `club_id`, `club_score`, `opponent_score`) SELECT `id`, `opponent`, `date`, `time`, `venue`, `competition`, `is_home_game`, `club_id`, `club_score`, `opponent_score` FROM `matches`;--> statement-breakpoint
-- A deleted match's id is never given again (its calendar UID stays its own).
UPDATE `sqlite_sequence` SET `seq` = (SELECT `seq` FROM `sqlite_sequence` WHERE `name` = 'matches') WHERE `name` = '__new_matches' AND EXISTS (SELECT 1 FROM `sqlite_sequence` WHERE `name` = 'matches');--> statement-breakpoint
DROP TABLE `matches`;--> statement-breakpoint
ALTER TABLE `__new_matches` RENAME TO `matches`;--> statement-breakpoint
CREATE INDEX `matches_date_idx` ON `matches` (`date`,`time`);--> statement-breakpoint
CREATE INDEX `matches_club_idx` ON `matches` (`club_id`,`date`,`time`);--> statement-breakpoint
ALTER TABLE `fixtures` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now SEQUENCE was the seconds from 2024 to `updated_at`: start there, so a subscribed calendar never sees it fall.
UPDATE `fixtures` SET `sequence` = max(0, CAST(strftime('%s', `updated_at`) AS integer) - 1704067200);--> statement-breakpoint
-- What a calendar shows; never the live_* columns the live scoring writes, nor result_state.
CREATE TRIGGER `fixtures_calendar_change` AFTER UPDATE OF `competition_id`, `round`, `home_entrant_id`, `away_entrant_id`, `date`, `time`, `venue`, `status`, `home_score`, `away_score`, `home_tries`, `away_tries` ON `fixtures` WHEN old.`competition_id` IS NOT new.`competition_id` OR old.`round` IS NOT new.`round` OR old.`home_entrant_id` IS NOT new.`home_entrant_id` OR old.`away_entrant_id` IS NOT new.`away_entrant_id` OR old.`date` IS NOT new.`date` OR old.`time` IS NOT new.`time` OR old.`venue` IS NOT new.`venue` OR old.`status` IS NOT new.`status` OR old.`home_score` IS NOT new.`home_score` OR old.`away_score` IS NOT new.`away_score` OR old.`home_tries` IS NOT new.`home_tries` OR old.`away_tries` IS NOT new.`away_tries` BEGIN UPDATE `fixtures` SET `sequence` = `sequence` + 1, `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = new.`id`; END;--> statement-breakpoint
CREATE TRIGGER `matches_calendar_change` AFTER UPDATE OF `opponent`, `date`, `time`, `venue`, `competition`, `is_home_game`, `club_id`, `club_score`, `opponent_score` ON `matches` WHEN old.`opponent` IS NOT new.`opponent` OR old.`date` IS NOT new.`date` OR old.`time` IS NOT new.`time` OR old.`venue` IS NOT new.`venue` OR old.`competition` IS NOT new.`competition` OR old.`is_home_game` IS NOT new.`is_home_game` OR old.`club_id` IS NOT new.`club_id` OR old.`club_score` IS NOT new.`club_score` OR old.`opponent_score` IS NOT new.`opponent_score` BEGIN UPDATE `matches` SET `sequence` = `sequence` + 1, `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = new.`id`; END;
