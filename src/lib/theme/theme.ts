/**
 * One theme shape in two modes; components read colours from it, never literal values.
 * Primary blue and slate gray (SPEC.md section 9). Text on its surfaces keeps at least
 * 4.5:1 contrast in both modes.
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

export const darkTheme: AppTheme = {
  ...lightTheme,
  mode: "dark",
  color: {
    primary: "#60a5fa",
    primaryHover: "#93c5fd",
    onPrimary: "#0f172a",
    danger: "#f87171",
    dangerHover: "#fca5a5",
    onDanger: "#0f172a",
    background: "#0f172a",
    surface: "#1e293b",
    text: "#f1f5f9",
    muted: "#cbd5e1",
    border: "#475569",
    focus: "#93c5fd",
    backdrop: "rgba(2, 6, 23, 0.7)",
  },
  shadow: "0 10px 30px rgba(0, 0, 0, 0.5)",
};
