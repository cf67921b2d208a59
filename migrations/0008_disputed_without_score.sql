-- Issue 19: a disputed result has no score of its own until it is settled (worker/lib/results.ts);
-- rows made disputed before then kept the first club's scores. The two entries stay in result_entries.
UPDATE `fixtures` SET `home_score` = NULL, `away_score` = NULL, `home_tries` = NULL, `away_tries` = NULL, `status` = 'played'
WHERE `result_state` = 'disputed' AND (`home_score` IS NOT NULL OR `away_score` IS NOT NULL OR `home_tries` IS NOT NULL OR `away_tries` IS NOT NULL);
