import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const outcome = style({ display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: vars.space.md });
const iconBase = style({ width: "4rem", height: "4rem" });
export const icon = styleVariants({
  success: [iconBase, { color: vars.color.success }],
  error: [iconBase, { color: vars.color.danger }],
});
export const message = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const hint = style({ color: vars.color.textMuted, margin: 0 });
/** What the page says after an action it offers (the claim page's new link). */
export const sent = style({ margin: 0, fontWeight: 600 });
