import { Trans, useLingui } from "@lingui/react/macro";
import type { FormLetter } from "./types";
import { visuallyHidden } from "../../ui/layout.css";
import * as s from "./competition-table.css";

/** One result of the form: a coloured letter, read out as the word. */
function Letter({ letter }: { letter: FormLetter }) {
  const { t } = useLingui();
  const [short, word] =
    letter === "W"
      ? [t({ message: "W", context: "form: won" }), t({ message: "Won", context: "form result" })]
      : letter === "D"
        ? [t({ message: "D", context: "form: drawn" }), t({ message: "Drawn", context: "form result" })]
        : [t({ message: "L", context: "form: lost" }), t({ message: "Lost", context: "form result" })];
  return (
    <li className={s.formLetter[letter]} data-result={letter}>
      <span aria-hidden="true">{short}</span>
      <span className={visuallyHidden}>{word}</span>
    </li>
  );
}

/** The last five results, oldest first, as coloured letters with words for screen readers. */
export function FormLetters({ form }: { form: readonly FormLetter[] }) {
  if (form.length === 0) {
    return (
      <span>
        <span aria-hidden="true">–</span>
        <span className={visuallyHidden}>
          <Trans>No results yet</Trans>
        </span>
      </span>
    );
  }
  return (
    <ol className={s.formList}>
      {form.map((letter, index) => (
        <Letter key={index} letter={letter} />
      ))}
    </ol>
  );
}
