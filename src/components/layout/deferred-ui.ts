/**
 * The parts of the shell a visitor's first view does not show, as one lazy chunk: the sign-in
 * and settings dialogs, the signed-in tools (notifications and menu), the side-bar layouts and
 * the toast cards. One chunk, not five, because every lazy chunk that shares code with the
 * first load makes the bundler split that code into more (smaller, worse-compressing) files.
 * The footer, which every landing page shows, is a chunk of its own (Layouts.tsx): a visitor's
 * first page fetches it and none of this.
 */

export { LoginDialog } from "./LoginDialog";
export { SettingsDialog } from "./SettingsDialog";
export { SidebarLayout } from "./SidebarLayout";
export { SignedInTools } from "./SignedInTools";
export { ToastCards } from "./ToastCards";
