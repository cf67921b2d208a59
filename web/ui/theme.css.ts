import { createGlobalTheme } from "@vanilla-extract/css";

/**
 * Design tokens. Federation blue and white, with a laurel gold accent used sparingly.
 * Text colours are chosen for WCAG AA contrast on their backgrounds.
 */
export const vars = createGlobalTheme(":root", {
  color: {
    brand: "#0b4f9c",
    brandDark: "#06315f",
    brandSoft: "#e8f0fa",
    accent: "#c8961a",
    accentSoft: "#fbf3de",
    union: "#0b4f9c",
    league: "#8a1c2b",
    leagueSoft: "#fbeaec",
    text: "#14202e",
    textMuted: "#4a5868",
    textOnBrand: "#ffffff",
    surface: "#ffffff",
    surfaceAlt: "#f4f6f9",
    border: "#d5dce5",
    success: "#1d6b3a",
    successSoft: "#e5f4ea",
    danger: "#b3261e",
    dangerSoft: "#fdecea",
    warning: "#8a5a00",
    warningSoft: "#fff4dc",
    focus: "#f2b705",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "4rem",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "clamp(2rem, 5vw, 3.25rem)",
  },
  radius: { sm: "4px", md: "8px", lg: "14px", pill: "999px" },
  shadow: {
    card: "0 1px 2px rgba(20, 32, 46, 0.06), 0 2px 8px rgba(20, 32, 46, 0.06)",
    raised: "0 8px 28px rgba(20, 32, 46, 0.18)",
  },
  layout: { maxWidth: "1200px", headerHeight: "4.5rem" },
});

/** Breakpoints shared by every stylesheet; 768 px is the SPEC's mobile breakpoint. */
export const media = {
  mobile: "screen and (max-width: 767px)",
  tablet: "screen and (min-width: 768px)",
  desktop: "screen and (min-width: 1024px)",
  /**
   * From this width the header bar holds the six links (on a row of their own), the language
   * toggle and the account actions, in both languages and for every account
   * (e2e/header-widths.spec.ts checks 320-1920 px); below it they are in the drawer behind the
   * menu button (issue 21).
   */
  headerBar: "screen and (min-width: 768px)",
};
