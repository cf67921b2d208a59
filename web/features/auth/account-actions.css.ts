import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

/** Room for a long club name where the bar has it (a laptop's top row), less on a tablet's. */
export const trigger = style({ maxWidth: "12rem", "@media": { [media.desktop]: { maxWidth: "20rem" } } });
/** Long club names are cut short in the bar; the menu shows the whole name. */
export const triggerName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const menuLabel = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});
export const menuItem = style({ minHeight: "44px", display: "flex", alignItems: "center" });

/** On the dark header, the outline button needs light lines. */
export const profileLink = style({ color: vars.color.textOnBrand, borderColor: "rgba(255,255,255,0.7)", selectors: { "&:hover": { background: "rgba(255,255,255,0.12)" } } });

export const drawerAccount = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const drawerName = style({ margin: 0, fontWeight: 700, overflowWrap: "anywhere" });
export const drawerLogout = style({ border: "1px solid rgba(255,255,255,0.5)" });
