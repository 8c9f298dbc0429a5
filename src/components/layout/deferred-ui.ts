/**
 * The parts of the shell a visitor's first view does not show, as one lazy chunk: the sign-in
 * and settings dialogs, the signed-in tools (notifications and menu), the side-bar layouts, the
 * toast cards and the footer (below the fold; it arrives just after the first render and
 * warms this chunk). One chunk, not five, because every lazy chunk that shares code with the
 * first load makes the bundler split that code into more (smaller, worse-compressing) files
 * of the first load.
 */

export { Footer } from "./Footer";
export { LoginDialog } from "./LoginDialog";
export { SettingsDialog } from "./SettingsDialog";
export { SidebarLayout } from "./SidebarLayout";
export { SignedInTools } from "./SignedInTools";
export { ToastCards } from "./ToastCards";
