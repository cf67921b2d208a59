import * as s from "./competition.css";

/** The competition's rules as the API words them, one sentence a rule. */
export function RulesList({ sentences }: { sentences: readonly string[] }) {
  return (
    <ul className={s.rules} data-testid="competition-rules">
      {sentences.map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </ul>
  );
}
