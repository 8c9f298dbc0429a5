/**
 * One theme object; components read colours from it, never literal values. Primary blue and
 * slate gray (SPEC.md section 9). Contrast of text on surfaces is at least 4.5:1.
 */
export const lightTheme = {
  mode: "light" as "light" | "dark",
  color: {
    primary: "#1d4ed8",
    primaryHover: "#1e40af",
    onPrimary: "#ffffff",
    danger: "#b91c1c",
    dangerHover: "#991b1b",
    onDanger: "#ffffff",
    background: "#f8fafc",
    surface: "#ffffff",
    text: "#0f172a",
    muted: "#475569",
    border: "#cbd5e1",
    focus: "#2563eb",
    backdrop: "rgba(15, 23, 42, 0.55)",
  },
  radius: "10px",
  shadow: "0 10px 30px rgba(15, 23, 42, 0.18)",
  font: '"Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, Tahoma, sans-serif',
};

export type AppTheme = typeof lightTheme;
