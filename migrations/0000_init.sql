CREATE TABLE `academy_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`children_details` text NOT NULL,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `academy_registrations_idempotency_unique` ON `academy_registrations` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `claim_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text NOT NULL,
	`message` text,
	`club_id` integer NOT NULL,
	`club_name` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claim_requests_idempotency_unique` ON `claim_requests` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `claim_requests_club_idx` ON `claim_requests` (`club_id`);--> statement-breakpoint
CREATE TABLE `clubs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`abbreviation` text NOT NULL,
	`location` text NOT NULL,
	`description` text,
	`logo_url` text,
	`rugby_union` integer DEFAULT false NOT NULL,
	`rugby_league` integer DEFAULT false NOT NULL,
	`responsible_person_name` text NOT NULL,
	`responsible_person_email` text NOT NULL,
	`responsible_person_phone` text NOT NULL,
	`founded_year` integer,
	`website` text,
	`facebook_url` text,
	`instagram_url` text,
	`x_url` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`verification_token` text,
	`verification_token_expiry` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_claimed` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clubs_email_unique` ON `clubs` (`email`);--> statement-breakpoint
CREATE INDEX `clubs_name_idx` ON `clubs` (`name`);--> statement-breakpoint
CREATE INDEX `clubs_league_idx` ON `clubs` (`rugby_league`,`name`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account` text NOT NULL,
	`ip` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_account_idx` ON `login_attempts` (`account`,`at`);--> statement-breakpoint
CREATE INDEX `login_attempts_ip_idx` ON `login_attempts` (`ip`,`at`);--> statement-breakpoint
CREATE TABLE `matches` (
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
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `matches_date_idx` ON `matches` (`date`,`time`);--> statement-breakpoint
CREATE INDEX `matches_club_idx` ON `matches` (`club_id`,`date`,`time`);--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`category` text NOT NULL,
	`image_url` text NOT NULL,
	`slug` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`publish_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`club_id` integer NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_slug_unique` ON `news` (`slug`);--> statement-breakpoint
CREATE INDEX `news_publish_idx` ON `news` (`publish_date`,`id`);--> statement-breakpoint
CREATE INDEX `news_club_idx` ON `news` (`club_id`,`publish_date`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`position` text NOT NULL,
	`jersey_number` integer NOT NULL,
	`date_of_birth` text NOT NULL,
	`height` integer NOT NULL,
	`weight` integer NOT NULL,
	`club_id` integer NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `players_club_idx` ON `players` (`club_id`,`jersey_number`);--> statement-breakpoint
CREATE TABLE `standings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_name` text NOT NULL,
	`rugby_type` text NOT NULL,
	`played` integer DEFAULT 0 NOT NULL,
	`won` integer DEFAULT 0 NOT NULL,
	`drawn` integer DEFAULT 0 NOT NULL,
	`lost` integer DEFAULT 0 NOT NULL,
	`points_for` integer DEFAULT 0 NOT NULL,
	`points_against` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`season` text NOT NULL,
	`club_id` integer,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `standings_type_idx` ON `standings` (`rugby_type`,`season`,`points`);--> statement-breakpoint
CREATE UNIQUE INDEX `standings_team_unique` ON `standings` (`rugby_type`,`season`,`team_name`);--> statement-breakpoint
CREATE INDEX `standings_club_idx` ON `standings` (`club_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone_number` text,
	`date_of_birth` text,
	`profile_picture` text,
	`position` text,
	`height` integer,
	`weight` integer,
	`bio` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`verification_token` text,
	`verification_token_expiry` text,
	`club_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_token_idx` ON `users` (`verification_token`);