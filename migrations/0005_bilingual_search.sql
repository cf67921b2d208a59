CREATE TABLE `search_pending` (
	`doc` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `clubs` ADD `name_el` text;--> statement-breakpoint
ALTER TABLE `clubs` ADD `location_el` text;--> statement-breakpoint
ALTER TABLE `clubs` ADD `description_el` text;--> statement-breakpoint
ALTER TABLE `clubs` ADD `venue` text;--> statement-breakpoint
ALTER TABLE `clubs` ADD `venue_el` text;--> statement-breakpoint
ALTER TABLE `news` ADD `translation_of` integer REFERENCES news(id);--> statement-breakpoint
CREATE UNIQUE INDEX `news_translation_unique` ON `news` (`translation_of`);--> statement-breakpoint
-- Issue 13, search: the FTS5 index of keys (schema/tables/search.ts), kept in step by triggers.
CREATE VIRTUAL TABLE `search_index` USING fts5(`name`, `title`, `body`, tokenize = 'unicode61', prefix = '2 3 4');--> statement-breakpoint
CREATE TRIGGER `clubs_search_insert` AFTER INSERT ON `clubs` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 0) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `clubs_search_update` AFTER UPDATE OF `name`, `name_el`, `location`, `location_el`, `description`, `description_el`, `venue`, `venue_el`, `abbreviation` ON `clubs` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 0) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `clubs_search_delete` AFTER DELETE ON `clubs` BEGIN DELETE FROM `search_index` WHERE `rowid` = old.`id` * 4 + 0; DELETE FROM `search_pending` WHERE `doc` = old.`id` * 4 + 0; END;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 0 FROM `clubs`;--> statement-breakpoint
CREATE TRIGGER `news_search_insert` AFTER INSERT ON `news` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 1) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `news_search_update` AFTER UPDATE OF `title`, `content` ON `news` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 1) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `news_search_delete` AFTER DELETE ON `news` BEGIN DELETE FROM `search_index` WHERE `rowid` = old.`id` * 4 + 1; DELETE FROM `search_pending` WHERE `doc` = old.`id` * 4 + 1; END;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 1 FROM `news`;--> statement-breakpoint
CREATE TRIGGER `players_search_insert` AFTER INSERT ON `players` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 2) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `players_search_update` AFTER UPDATE OF `name`, `position` ON `players` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 2) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `players_search_delete` AFTER DELETE ON `players` BEGIN DELETE FROM `search_index` WHERE `rowid` = old.`id` * 4 + 2; DELETE FROM `search_pending` WHERE `doc` = old.`id` * 4 + 2; END;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 2 FROM `players`;--> statement-breakpoint
CREATE TRIGGER `competitions_search_insert` AFTER INSERT ON `competitions` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 3) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `competitions_search_update` AFTER UPDATE OF `name_en`, `name_el`, `season` ON `competitions` BEGIN INSERT INTO `search_pending` (`doc`) VALUES (new.`id` * 4 + 3) ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1; END;--> statement-breakpoint
CREATE TRIGGER `competitions_search_delete` AFTER DELETE ON `competitions` BEGIN DELETE FROM `search_index` WHERE `rowid` = old.`id` * 4 + 3; DELETE FROM `search_pending` WHERE `doc` = old.`id` * 4 + 3; END;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 3 FROM `competitions`;--> statement-breakpoint
-- ALTER TABLE cannot add ON DELETE SET NULL: a deleted original leaves its translation standing alone.
CREATE TRIGGER `news_translation_orphan` BEFORE DELETE ON `news` BEGIN UPDATE `news` SET `translation_of` = NULL WHERE `translation_of` = old.`id`; END;
