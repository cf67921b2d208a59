/** Both sides of a fixture by name, and a result's figures as the result section writes them. */
export type Sides = { home: string; away: string };
type Score = { homeScore: number; awayScore: number; homeTries: number; awayTries: number };

/** "15–10 (2–1)": points, then tries in brackets; a dash when there is none. */
export const scoreText = (score: Score | null | undefined) => (score ? `${score.homeScore}–${score.awayScore} (${score.homeTries}–${score.awayTries})` : "—");
