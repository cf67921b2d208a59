import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0 });
export const toolbar = style({ display: "flex", justifyContent: "flex-end", marginBottom: vars.space.md, selectors: { "&:empty": { display: "none" } } });
export const more = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: vars.space.sm, marginTop: vars.space.xl });
export const end = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** The pages "Load more" adds continue the grid above them. */
export const moreList = style({ marginTop: vars.space.lg });
