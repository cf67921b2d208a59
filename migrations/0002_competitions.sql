CREATE TABLE `competitions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name_en` text NOT NULL,
	`name_el` text NOT NULL,
	`code` text NOT NULL,
	`season` text NOT NULL,
	`kind` text DEFAULT 'computed' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`preset` text NOT NULL,
	`rules` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competitions_slug_unique` ON `competitions` (`slug`);--> statement-breakpoint
CREATE INDEX `competitions_code_season_idx` ON `competitions` (`code`,`season`);--> statement-breakpoint
CREATE TABLE `entrants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`competition_id` integer NOT NULL,
	`club_id` integer,
	`name` text NOT NULL,
	`abbreviation` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `entrants_competition_idx` ON `entrants` (`competition_id`);--> statement-breakpoint
CREATE INDEX `entrants_club_idx` ON `entrants` (`club_id`);--> statement-breakpoint
CREATE TABLE `fixtures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`competition_id` integer NOT NULL,
	`round` integer,
	`home_entrant_id` integer NOT NULL,
	`away_entrant_id` integer,
	`date` text NOT NULL,
	`time` text,
	`venue` text,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`home_score` integer,
	`away_score` integer,
	`home_tries` integer,
	`away_tries` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`home_entrant_id`) REFERENCES `entrants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`away_entrant_id`) REFERENCES `entrants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `fixtures_competition_idx` ON `fixtures` (`competition_id`,`round`,`date`);--> statement-breakpoint
CREATE INDEX `fixtures_date_idx` ON `fixtures` (`date`,`time`);--> statement-breakpoint
CREATE INDEX `fixtures_home_idx` ON `fixtures` (`home_entrant_id`);--> statement-breakpoint
CREATE INDEX `fixtures_away_idx` ON `fixtures` (`away_entrant_id`);--> statement-breakpoint
CREATE TABLE `manual_rows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`competition_id` integer NOT NULL,
	`entrant_id` integer NOT NULL,
	`played` integer DEFAULT 0 NOT NULL,
	`won` integer DEFAULT 0 NOT NULL,
	`drawn` integer DEFAULT 0 NOT NULL,
	`lost` integer DEFAULT 0 NOT NULL,
	`points_for` integer DEFAULT 0 NOT NULL,
	`points_against` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entrant_id`) REFERENCES `entrants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `manual_rows_entrant_unique` ON `manual_rows` (`competition_id`,`entrant_id`);--> statement-breakpoint
CREATE TABLE `points_adjustments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`competition_id` integer NOT NULL,
	`entrant_id` integer NOT NULL,
	`points` integer NOT NULL,
	`reason_en` text NOT NULL,
	`reason_el` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entrant_id`) REFERENCES `entrants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `points_adjustments_competition_idx` ON `points_adjustments` (`competition_id`);--> statement-breakpoint
CREATE TABLE `standing_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`competition_id` integer NOT NULL,
	`entrant_id` integer NOT NULL,
	`club_id` integer NOT NULL,
	`played` integer DEFAULT 0 NOT NULL,
	`won` integer DEFAULT 0 NOT NULL,
	`drawn` integer DEFAULT 0 NOT NULL,
	`lost` integer DEFAULT 0 NOT NULL,
	`points_for` integer DEFAULT 0 NOT NULL,
	`points_against` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`decided_at` text,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entrant_id`) REFERENCES `entrants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `standing_proposals_status_idx` ON `standing_proposals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `standing_proposals_club_idx` ON `standing_proposals` (`club_id`);--> statement-breakpoint
-- Today's hand-typed standings, carried across: each (code, season) becomes a featured manual
-- competition, each row an entrant (with its club, if any) and its figures the approved manual row.
INSERT INTO `competitions` (`slug`, `name_en`, `name_el`, `code`, `season`, `kind`, `featured`, `preset`, `rules`)
SELECT DISTINCT
  'standings-' || `rugby_type` || '-' || replace(`season`, '/', '-'),
  CASE `rugby_type` WHEN 'union' THEN 'Rugby union table ' ELSE 'Rugby league table ' END || `season`,
  CASE `rugby_type` WHEN 'union' THEN 'Βαθμολογία ράγκμπι γιουνιόν ' ELSE 'Βαθμολογία ράγκμπι λιγκ ' END || `season`,
  `rugby_type`, `season`, 'manual', 1,
  CASE `rugby_type` WHEN 'union' THEN 'world-rugby' ELSE 'rugby-league' END,
  CASE `rugby_type`
    WHEN 'union' THEN '{"win":4,"draw":2,"loss":0,"bye":0,"tryBonus":{"kind":"absolute","tries":4},"losingBonus":{"maxMargin":7},"allWinsBonus":null,"forfeit":{"winnerScore":28,"loserScore":0,"loserPoints":0,"winnerTryBonus":true},"tieBreaks":["points","wins","pointsDifference","pointsFor","triesFor","headToHead","name"]}'
    ELSE '{"win":2,"draw":1,"loss":0,"bye":2,"tryBonus":null,"losingBonus":null,"allWinsBonus":null,"forfeit":{"winnerScore":20,"loserScore":0,"loserPoints":0,"winnerTryBonus":false},"tieBreaks":["points","pointsDifference","pointsFor"]}'
  END
FROM `standings`;
--> statement-breakpoint
INSERT INTO `entrants` (`competition_id`, `club_id`, `name`)
SELECT `competitions`.`id`, `standings`.`club_id`, `standings`.`team_name`
FROM `standings`
JOIN `competitions` ON `competitions`.`slug` = 'standings-' || `standings`.`rugby_type` || '-' || replace(`standings`.`season`, '/', '-')
ORDER BY `standings`.`id`;
--> statement-breakpoint
INSERT INTO `manual_rows` (`competition_id`, `entrant_id`, `played`, `won`, `drawn`, `lost`, `points_for`, `points_against`, `points`)
SELECT `competitions`.`id`, `entrants`.`id`, `standings`.`played`, `standings`.`won`, `standings`.`drawn`, `standings`.`lost`,
  `standings`.`points_for`, `standings`.`points_against`, `standings`.`points`
FROM `standings`
JOIN `competitions` ON `competitions`.`slug` = 'standings-' || `standings`.`rugby_type` || '-' || replace(`standings`.`season`, '/', '-')
JOIN `entrants` ON `entrants`.`competition_id` = `competitions`.`id` AND `entrants`.`name` = `standings`.`team_name`;
