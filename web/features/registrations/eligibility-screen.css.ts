/** Who may play in the club's next fixtures (issue 24): the fixture picker and each player's verdict. */
import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export const picker = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600, maxWidth: "36rem" });
export const tally = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm, "@media": { [media.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } });
export const row = style([
  surface,
  { display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.sm, padding: vars.space.md, minWidth: 0 },
]);
export const who = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0, flex: "1 1 12rem" });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.text, overflowWrap: "anywhere" });
export const reasons = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.danger, fontSize: vars.fontSize.sm });

const verdict = style({ display: "inline-flex", alignItems: "center", padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm, fontWeight: 700, whiteSpace: "nowrap" });
export const eligible = style([verdict, { background: vars.color.successSoft, color: vars.color.success }]);
export const notEligible = style([verdict, { background: vars.color.dangerSoft, color: vars.color.danger }]);
