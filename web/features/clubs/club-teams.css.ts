import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

/** One card a team: one column on a phone, as many as fit from a tablet. */
export const teamList = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 280px), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const teamCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const teamName = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandDark, overflowWrap: "anywhere" });
export const teamFacts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });
/** A text link (its words wrap and keep their spaces), with a 44 px tap target. */
export const teamLink = style({
  display: "inline-block",
  paddingBlock: "10px",
  minHeight: "44px",
  fontWeight: 600,
  color: vars.color.brand,
});
/** The matches tab's team picker: full width on a phone, its own width beside the label from a tablet. */
export const teamFilter = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
export const teamFilterSelect = style({
  minHeight: "44px",
  minWidth: "min(100%, 260px)",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});
