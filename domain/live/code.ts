/** The two codes of rugby the federation runs. */
export type RugbyCode = "union" | "league";
