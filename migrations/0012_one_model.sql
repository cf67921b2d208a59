-- Issue 22: one model. Every match is a fixture of a team, every table belongs to a competition,
-- every club fields teams. Carries over every row of `matches`, `standings`, `entrants` and
-- `fixtures`; ids of entrants and fixtures stay as they were (the live matches' Durable Objects,
-- the result entries and the calendars' UIDs name them). It refuses, naming the row, where a row
-- cannot be carried over, and it refuses to run twice: the error is a bad JSON path whose text
-- says why (SQLite has no other way to fail a plain statement with a message), and the whole
-- file is one transaction, so a refusal leaves the database as it was.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
SELECT json_extract('{}', 'Migration 0012 has already run: the teams table exists.') FROM sqlite_master WHERE type = 'table' AND name = 'teams';--> statement-breakpoint
SELECT json_extract('{}', 'Cannot carry over match ' || id || ': it has no opponent.') FROM matches WHERE trim(opponent) = '';--> statement-breakpoint
SELECT json_extract('{}', 'Cannot carry over entrant ' || id || ': a guest team with no name.') FROM entrants WHERE club_id IS NULL AND trim(name) = '';--> statement-breakpoint
SELECT json_extract('{}', 'Cannot carry over standings row ' || id || ': it has no team name.') FROM standings WHERE club_id IS NULL AND trim(team_name) = '';--> statement-breakpoint
CREATE TABLE `teams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`club_id` integer,
	`name_en` text NOT NULL,
	`name_el` text,
	`abbreviation` text,
	`kind` text,
	`age_group` text,
	`code` text,
	`active` integer DEFAULT true NOT NULL,
	`guest_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `teams_club_idx` ON `teams` (`club_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `teams_guest_unique` ON `teams` (`guest_key`);--> statement-breakpoint
-- Which member club a free-text name means: its name or Greek name, in any case.
CREATE TABLE `_club_name` (`key` text NOT NULL, `club_id` integer NOT NULL);--> statement-breakpoint
INSERT INTO `_club_name` SELECT lower(trim(name)), id FROM clubs UNION SELECT lower(trim(name_el)), id FROM clubs WHERE name_el IS NOT NULL;--> statement-breakpoint
-- Each own match with its code (SPEC section 3: "union" in the competition's name) and the member club its opponent names.
-- A friendly's code: the one its competition names, else the one code its club plays, else league (SPEC section 3).
CREATE TABLE `_match` AS SELECT m.*, CASE WHEN instr(lower(m.competition), 'union') > 0 THEN 'union'
    WHEN instr(lower(m.competition), 'league') > 0 THEN 'league'
    WHEN (SELECT rugby_union = 1 AND rugby_league = 0 FROM clubs WHERE id = m.club_id) THEN 'union' ELSE 'league' END AS code,
  (SELECT n.club_id FROM _club_name n WHERE n.key = lower(trim(m.opponent)) AND n.club_id <> m.club_id ORDER BY n.club_id LIMIT 1) AS opponent_club_id
  FROM matches m;--> statement-breakpoint
-- 1. Teams: one senior men's team for each club and code it plays, by its flags or by any row that shows it playing.
INSERT INTO teams (club_id, name_en, name_el, kind, age_group, code, created_at)
SELECT c.id, c.name, c.name_el, 'men', 'senior', u.code, c.created_at FROM clubs c JOIN (
  SELECT id AS club_id, 'union' AS code FROM clubs WHERE rugby_union = 1 AND is_admin = 0
  UNION SELECT id, 'league' FROM clubs WHERE rugby_league = 1 AND is_admin = 0
  UNION SELECT e.club_id, k.code FROM entrants e JOIN competitions k ON k.id = e.competition_id WHERE e.club_id IS NOT NULL
  -- (D1 takes at most five terms in a compound SELECT: the rest in a sub-select.)
  UNION SELECT * FROM (SELECT club_id, code FROM _match
    UNION SELECT opponent_club_id, code FROM _match WHERE opponent_club_id IS NOT NULL
    UNION SELECT club_id, rugby_type FROM standings WHERE club_id IS NOT NULL)
) u ON u.club_id = c.id ORDER BY c.id, u.code DESC;--> statement-breakpoint
-- 2. Guest teams: the competitions' guests, the own matches' free-text opponents and the typed tables' clubless rows, one per name.
INSERT OR IGNORE INTO teams (club_id, name_en, name_el, abbreviation, guest_key)
SELECT NULL, trim(name), name_el, abbreviation, lower(trim(name)) FROM entrants WHERE club_id IS NULL ORDER BY id;--> statement-breakpoint
INSERT OR IGNORE INTO teams (club_id, name_en, name_el, guest_key)
SELECT NULL, trim(opponent), opponent_el, lower(trim(opponent)) FROM _match WHERE opponent_club_id IS NULL ORDER BY id;--> statement-breakpoint
UPDATE teams SET name_el = (SELECT m.opponent_el FROM _match m WHERE m.opponent_club_id IS NULL AND lower(trim(m.opponent)) = teams.guest_key AND m.opponent_el IS NOT NULL ORDER BY m.id LIMIT 1)
WHERE guest_key IS NOT NULL AND name_el IS NULL;--> statement-breakpoint
INSERT OR IGNORE INTO teams (club_id, name_en, guest_key)
SELECT NULL, trim(team_name), lower(trim(team_name)) FROM standings WHERE club_id IS NULL ORDER BY id;--> statement-breakpoint
-- Each entrant's team.
CREATE TABLE `_entrant_team` AS SELECT e.id AS entrant_id, e.competition_id, CASE WHEN e.club_id IS NULL
  THEN (SELECT t.id FROM teams t WHERE t.guest_key = lower(trim(e.name)))
  ELSE (SELECT t.id FROM teams t JOIN competitions k ON k.id = e.competition_id WHERE t.club_id = e.club_id AND t.code = k.code)
  END AS team_id FROM entrants e;--> statement-breakpoint
SELECT json_extract('{}', 'Cannot carry over entrant ' || a.entrant_id || ': entrant ' || b.entrant_id || ' of competition ' || a.competition_id || ' is the same team.')
FROM _entrant_team a JOIN _entrant_team b ON a.competition_id = b.competition_id AND a.team_id = b.team_id AND a.entrant_id < b.entrant_id;--> statement-breakpoint
-- 3. Keep the rows that hang off entrants and fixtures while those two are rebuilt (dropping a
-- table deletes its rows first, and with them, by ON DELETE CASCADE, the rows that point at them).
CREATE TABLE `_keep_result_entries` AS SELECT * FROM result_entries;--> statement-breakpoint
CREATE TABLE `_keep_result_history` AS SELECT * FROM result_history;--> statement-breakpoint
CREATE TABLE `_keep_points_adjustments` AS SELECT * FROM points_adjustments;--> statement-breakpoint
CREATE TABLE `_keep_manual_rows` AS SELECT * FROM manual_rows;--> statement-breakpoint
CREATE TABLE `_keep_standing_proposals` AS SELECT * FROM standing_proposals;--> statement-breakpoint
DROP TABLE result_history;--> statement-breakpoint
DROP TABLE result_entries;--> statement-breakpoint
DROP TABLE standing_proposals;--> statement-breakpoint
DROP TABLE manual_rows;--> statement-breakpoint
DROP TABLE points_adjustments;--> statement-breakpoint
-- 4. Fixtures: sides are teams; a friendly has no competition.
CREATE TABLE `__new_fixtures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`competition_id` integer,
	`competition_label` text,
	`round` integer,
	`home_team_id` integer NOT NULL,
	`away_team_id` integer,
	`date` text NOT NULL,
	`time` text,
	`venue` text,
	`venue_el` text,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`home_score` integer,
	`away_score` integer,
	`home_tries` integer,
	`away_tries` integer,
	`result_state` text,
	`live_clock` text,
	`live_home_score` integer,
	`live_away_score` integer,
	`live_updated_at` text,
	`sequence` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`home_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`away_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_fixtures` (id, competition_id, competition_label, round, home_team_id, away_team_id, date, time, venue, venue_el, status, home_score, away_score, home_tries, away_tries, result_state, live_clock, live_home_score, live_away_score, live_updated_at, sequence, updated_at)
SELECT f.id, f.competition_id, NULL, f.round, h.team_id, a.team_id, f.date, f.time, f.venue, f.venue_el, f.status, f.home_score, f.away_score, f.home_tries, f.away_tries, f.result_state, f.live_clock, f.live_home_score, f.live_away_score, f.live_updated_at, f.sequence, f.updated_at
FROM fixtures f JOIN _entrant_team h ON h.entrant_id = f.home_entrant_id LEFT JOIN _entrant_team a ON a.entrant_id = f.away_entrant_id ORDER BY f.id;--> statement-breakpoint
-- 5. Own matches become fixtures (friendlies keeping the competition as typed). The same game
-- entered by both clubs (same day, each naming the other) becomes one fixture: the first entered.
CREATE TABLE `_match_team` AS SELECT m.id, m.club_id, m.opponent_club_id, m.date,
  (SELECT t.id FROM teams t WHERE t.club_id = m.club_id AND t.code = m.code) AS own_team_id,
  CASE WHEN m.opponent_club_id IS NULL THEN (SELECT t.id FROM teams t WHERE t.guest_key = lower(trim(m.opponent)))
    ELSE (SELECT t.id FROM teams t WHERE t.club_id = m.opponent_club_id AND t.code = m.code) END AS opponent_team_id
  FROM _match m;--> statement-breakpoint
CREATE TABLE `_match_pair` AS SELECT a.id AS first_id, b.id AS second_id FROM _match_team a JOIN _match_team b
  ON b.club_id = a.opponent_club_id AND a.club_id = b.opponent_club_id AND a.date = b.date AND a.id < b.id;--> statement-breakpoint
SELECT json_extract('{}', 'Cannot carry over matches ' || p.first_id || ' and ' || p.second_id || ': the two clubs entered the same game with different scores. Correct one of them first.')
FROM _match_pair p JOIN _match a ON a.id = p.first_id JOIN _match b ON b.id = p.second_id
WHERE a.club_score IS NOT NULL AND a.opponent_score IS NOT NULL AND b.club_score IS NOT NULL AND b.opponent_score IS NOT NULL
  AND (a.club_score <> b.opponent_score OR a.opponent_score <> b.club_score);--> statement-breakpoint
-- Of the two, the home club's entry is kept (its time and venue); the other's score fills a gap.
CREATE TABLE `_match_twin` AS SELECT CASE WHEN a.is_home_game = 0 AND b.is_home_game = 1 THEN a.id ELSE b.id END AS id,
  CASE WHEN a.is_home_game = 0 AND b.is_home_game = 1 THEN b.id ELSE a.id END AS kept_id
  FROM _match_pair p JOIN _match a ON a.id = p.first_id JOIN _match b ON b.id = p.second_id;--> statement-breakpoint
UPDATE _match SET club_score = (SELECT o.opponent_score FROM _match_twin w JOIN _match o ON o.id = w.id WHERE w.kept_id = _match.id),
  opponent_score = (SELECT o.club_score FROM _match_twin w JOIN _match o ON o.id = w.id WHERE w.kept_id = _match.id)
WHERE (club_score IS NULL OR opponent_score IS NULL) AND id IN (SELECT w.kept_id FROM _match_twin w JOIN _match o ON o.id = w.id WHERE o.club_score IS NOT NULL AND o.opponent_score IS NOT NULL);--> statement-breakpoint
INSERT INTO `__new_fixtures` (competition_id, competition_label, home_team_id, away_team_id, date, time, venue, venue_el, status, home_score, away_score, sequence, updated_at)
SELECT NULL, m.competition,
  CASE WHEN m.is_home_game THEN t.own_team_id ELSE t.opponent_team_id END,
  CASE WHEN m.is_home_game THEN t.opponent_team_id ELSE t.own_team_id END,
  m.date, m.time, m.venue, m.venue_el,
  CASE WHEN m.club_score IS NOT NULL AND m.opponent_score IS NOT NULL THEN 'played' ELSE 'scheduled' END,
  CASE WHEN m.is_home_game THEN m.club_score ELSE m.opponent_score END,
  CASE WHEN m.is_home_game THEN m.opponent_score ELSE m.club_score END,
  m.sequence, m.updated_at
FROM _match m JOIN _match_team t ON t.id = m.id WHERE m.id NOT IN (SELECT id FROM _match_twin) ORDER BY m.id;--> statement-breakpoint
DROP TABLE fixtures;--> statement-breakpoint
ALTER TABLE `__new_fixtures` RENAME TO `fixtures`;--> statement-breakpoint
CREATE INDEX `fixtures_competition_idx` ON `fixtures` (`competition_id`,`round`,`date`);--> statement-breakpoint
CREATE INDEX `fixtures_date_idx` ON `fixtures` (`date`,`time`);--> statement-breakpoint
CREATE INDEX `fixtures_home_idx` ON `fixtures` (`home_team_id`,`date`,`time`);--> statement-breakpoint
CREATE INDEX `fixtures_away_idx` ON `fixtures` (`away_team_id`,`date`,`time`);--> statement-breakpoint
CREATE TRIGGER `fixtures_calendar_change` AFTER UPDATE OF `competition_id`, `competition_label`, `round`, `home_team_id`, `away_team_id`, `date`, `time`, `venue`, `venue_el`, `status`, `home_score`, `away_score`, `home_tries`, `away_tries` ON `fixtures` WHEN old.`competition_id` IS NOT new.`competition_id` OR old.`competition_label` IS NOT new.`competition_label` OR old.`round` IS NOT new.`round` OR old.`home_team_id` IS NOT new.`home_team_id` OR old.`away_team_id` IS NOT new.`away_team_id` OR old.`date` IS NOT new.`date` OR old.`time` IS NOT new.`time` OR old.`venue` IS NOT new.`venue` OR old.`venue_el` IS NOT new.`venue_el` OR old.`status` IS NOT new.`status` OR old.`home_score` IS NOT new.`home_score` OR old.`away_score` IS NOT new.`away_score` OR old.`home_tries` IS NOT new.`home_tries` OR old.`away_tries` IS NOT new.`away_tries` BEGIN UPDATE `fixtures` SET `sequence` = `sequence` + 1, `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = new.`id`; END;--> statement-breakpoint
-- 6. Entrants are teams.
CREATE TABLE `__new_entrants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`competition_id` integer NOT NULL,
	`team_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_entrants` (id, competition_id, team_id, created_at) SELECT e.id, e.competition_id, t.team_id, e.created_at FROM entrants e JOIN _entrant_team t ON t.entrant_id = e.id ORDER BY e.id;--> statement-breakpoint
DROP TABLE entrants;--> statement-breakpoint
ALTER TABLE `__new_entrants` RENAME TO `entrants`;--> statement-breakpoint
CREATE UNIQUE INDEX `entrants_team_unique` ON `entrants` (`competition_id`,`team_id`);--> statement-breakpoint
CREATE INDEX `entrants_team_idx` ON `entrants` (`team_id`);--> statement-breakpoint
-- 7. The rows that hang off them, as they were.
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
INSERT INTO points_adjustments SELECT * FROM _keep_points_adjustments;--> statement-breakpoint
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
INSERT INTO manual_rows SELECT * FROM _keep_manual_rows;--> statement-breakpoint
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
INSERT INTO standing_proposals SELECT * FROM _keep_standing_proposals;--> statement-breakpoint
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
INSERT INTO result_entries SELECT * FROM _keep_result_entries;--> statement-breakpoint
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
INSERT INTO result_history SELECT * FROM _keep_result_history;--> statement-breakpoint
-- 8. Typed tables: every `standings` row becomes a row of the manual competition of its code and
-- season (the featured one first); where there is none, a new one, not featured, so no featured
-- table changes. Its entrant is the club's team, or a guest named as the row. A club's figures
-- are public only as the federation approved them: figures it typed that are not its table's
-- approved row, nor its latest proposal, become its pending proposal. A row with no club was the
-- federation's own typing: it is the table's row (unless the table already has one for it).
CREATE TABLE `_standing` AS SELECT s.*,
  (SELECT k.id FROM competitions k WHERE k.code = s.rugby_type AND k.season = s.season AND k.kind = 'manual' ORDER BY k.featured DESC, k.id LIMIT 1) AS chosen_id,
  CASE WHEN s.club_id IS NULL THEN (SELECT t.id FROM teams t WHERE t.guest_key = lower(trim(s.team_name)))
    ELSE (SELECT t.id FROM teams t WHERE t.club_id = s.club_id AND t.code = s.rugby_type) END AS team_id
  FROM standings s;--> statement-breakpoint
-- A row with no club that its code and season's table does not hold yet was never public: it goes to a typed table of its own.
ALTER TABLE `_standing` ADD COLUMN `own_table` integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE `_standing` SET own_table = 1 WHERE chosen_id IS NULL OR (club_id IS NULL AND NOT EXISTS (
  SELECT 1 FROM entrants e JOIN manual_rows r ON r.entrant_id = e.id WHERE e.competition_id = _standing.chosen_id AND e.team_id = _standing.team_id));--> statement-breakpoint
INSERT OR IGNORE INTO competitions (slug, name_en, name_el, code, season, kind, featured, preset, rules)
SELECT DISTINCT s.rugby_type || '-typed-table-' || s.season,
  CASE s.rugby_type WHEN 'union' THEN 'Rugby Union table ' ELSE 'Rugby League table ' END || s.season,
  CASE s.rugby_type WHEN 'union' THEN 'Βαθμολογία ράγκμπι γιούνιον ' ELSE 'Βαθμολογία ράγκμπι λιγκ ' END || s.season,
  s.rugby_type, s.season, 'manual', 0,
  CASE s.rugby_type WHEN 'union' THEN 'world-rugby' ELSE 'rugby-league' END,
  CASE s.rugby_type WHEN 'union'
    THEN '{"win":4,"draw":2,"loss":0,"bye":0,"tryBonus":{"kind":"absolute","tries":4},"losingBonus":{"maxMargin":7},"allWinsBonus":null,"forfeit":{"winnerScore":28,"loserScore":0,"loserPoints":0,"winnerTryBonus":true},"tieBreaks":["points","wins","pointsDifference","pointsFor","triesFor","headToHead","name"]}'
    ELSE '{"win":2,"draw":1,"loss":0,"bye":2,"tryBonus":null,"losingBonus":null,"allWinsBonus":null,"forfeit":{"winnerScore":20,"loserScore":0,"loserPoints":0,"winnerTryBonus":false},"tieBreaks":["points","pointsDifference","pointsFor"]}' END
FROM _standing s WHERE s.own_table = 1 ORDER BY s.rugby_type DESC, s.season;--> statement-breakpoint
ALTER TABLE `_standing` ADD COLUMN `competition_id` integer;--> statement-breakpoint
UPDATE `_standing` SET competition_id = CASE WHEN own_table = 0 THEN chosen_id
  ELSE (SELECT k.id FROM competitions k WHERE k.slug = _standing.rugby_type || '-typed-table-' || _standing.season) END;--> statement-breakpoint
INSERT OR IGNORE INTO entrants (competition_id, team_id) SELECT competition_id, team_id FROM _standing ORDER BY id;--> statement-breakpoint
INSERT OR IGNORE INTO manual_rows (competition_id, entrant_id, played, won, drawn, lost, points_for, points_against, points)
SELECT s.competition_id, e.id, s.played, s.won, s.drawn, s.lost, s.points_for, s.points_against, s.points
FROM _standing s JOIN entrants e ON e.competition_id = s.competition_id AND e.team_id = s.team_id WHERE s.club_id IS NULL ORDER BY s.id;--> statement-breakpoint
INSERT INTO standing_proposals (competition_id, entrant_id, club_id, played, won, drawn, lost, points_for, points_against, points)
SELECT s.competition_id, e.id, s.club_id, s.played, s.won, s.drawn, s.lost, s.points_for, s.points_against, s.points
FROM _standing s JOIN entrants e ON e.competition_id = s.competition_id AND e.team_id = s.team_id
WHERE s.club_id IS NOT NULL
  AND (SELECT (p.played, p.won, p.drawn, p.lost, p.points_for, p.points_against, p.points) IS NOT (s.played, s.won, s.drawn, s.lost, s.points_for, s.points_against, s.points)
       FROM standing_proposals p WHERE p.entrant_id = e.id ORDER BY p.id DESC LIMIT 1) IS NOT 0
  AND (EXISTS (SELECT 1 FROM standing_proposals p WHERE p.entrant_id = e.id)
       OR NOT EXISTS (SELECT 1 FROM manual_rows r WHERE r.entrant_id = e.id
         AND (r.played, r.won, r.drawn, r.lost, r.points_for, r.points_against, r.points) IS (s.played, s.won, s.drawn, s.lost, s.points_for, s.points_against, s.points)))
ORDER BY s.id;--> statement-breakpoint
-- 9. The old model, and the scaffolding, go.
DROP TABLE matches;--> statement-breakpoint
DROP TABLE standings;--> statement-breakpoint
DROP TABLE _keep_result_entries;--> statement-breakpoint
DROP TABLE _keep_result_history;--> statement-breakpoint
DROP TABLE _keep_points_adjustments;--> statement-breakpoint
DROP TABLE _keep_manual_rows;--> statement-breakpoint
DROP TABLE _keep_standing_proposals;--> statement-breakpoint
DROP TABLE _club_name;--> statement-breakpoint
DROP TABLE _match;--> statement-breakpoint
DROP TABLE _match_team;--> statement-breakpoint
DROP TABLE _match_twin;--> statement-breakpoint
DROP TABLE _match_pair;--> statement-breakpoint
DROP TABLE _entrant_team;--> statement-breakpoint
DROP TABLE _standing;
