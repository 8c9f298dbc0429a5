import type { ComponentType } from "react";
import type { ColorMode } from "../../machines/color-mode.machine";
import { HomePage } from "../pages/HomePage";
import { ProfilePage } from "../pages/ProfilePage";

export interface AppRoute {
  /** A wouter pattern; src/routes.json lists the same patterns for the server's 200/404. */
  path: string;
  component: ComponentType;
  /** Route metadata: a page may force a colour mode (never `system`). */
  colorMode?: ColorMode;
}

export const ROUTES: AppRoute[] = [
  { path: "/", component: HomePage },
  { path: "/profile", component: ProfilePage },
];
