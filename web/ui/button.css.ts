import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "./theme.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    minHeight: "44px",
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: "2px solid transparent",
    fontWeight: 600,
    fontSize: vars.fontSize.md,
    textDecoration: "none",
    cursor: "pointer",
    // A long label (Greek runs long) wraps rather than pushing a 360 px phone screen sideways.
    maxWidth: "100%",
    textAlign: "center",
    transition: "background 120ms, color 120ms, border-color 120ms",
    selectors: { "&:disabled, &[aria-disabled=true]": { opacity: 0.6, cursor: "not-allowed" } },
  },
  variants: {
    tone: {
      primary: { background: vars.color.brand, color: vars.color.textOnBrand, selectors: { "&:hover:not(:disabled)": { background: vars.color.brandDark } } },
      accent: { background: vars.color.accent, color: "#1b1300", selectors: { "&:hover:not(:disabled)": { background: "#b38414" } } },
      outline: { background: "transparent", color: vars.color.brand, borderColor: vars.color.brand, selectors: { "&:hover:not(:disabled)": { background: vars.color.brandSoft } } },
      light: { background: "#ffffff", color: vars.color.brandDark, selectors: { "&:hover:not(:disabled)": { background: vars.color.brandSoft } } },
      ghost: { background: "transparent", color: "inherit", selectors: { "&:hover:not(:disabled)": { background: "rgba(127,127,127,0.12)" } } },
      danger: { background: vars.color.danger, color: "#ffffff", selectors: { "&:hover:not(:disabled)": { background: "#8c1d17" } } },
    },
    size: {
      // The header's small buttons have short labels and must stay one line.
      sm: { minHeight: "36px", padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm, whiteSpace: "nowrap" },
      md: { paddingBlock: vars.space.xs },
      lg: { minHeight: "52px", padding: `${vars.space.xs} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    block: { true: { width: "100%" } },
  },
  defaultVariants: { tone: "primary", size: "md" },
});

export type ButtonVariants = RecipeVariants<typeof button>;
