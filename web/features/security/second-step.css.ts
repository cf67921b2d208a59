import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { vars } from "../../ui/theme.css";

/** Space under an alert at the top of a card. */
export const notice = style({ marginBottom: vars.space.lg });

/** A rule with a word in the middle ("or") between two ways to confirm. */
export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  selectors: { "&::before, &::after": { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

export const switchRow = style({ display: "flex", justifyContent: "center", marginTop: vars.space.md });

// ---- the account security page's section -------------------------------------------------------

/** A panel like the sessions' above it on the account security page. */
export const panel = style([surface, { padding: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.lg }]);
export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0, color: vars.color.text });
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const part = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const partTitle = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.text });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const item = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const itemText = style({ display: "flex", flexDirection: "column", minWidth: 0, overflowWrap: "anywhere" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" });
/** The QR code: a fixed square, white around it so a phone's camera finds its edges. */
export const qr = style({ width: "12rem", height: "12rem", background: "#fff", padding: vars.space.sm, alignSelf: "flex-start" });
export const secret = style({ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", overflowWrap: "anywhere", fontSize: vars.fontSize.sm });
export const codes = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
