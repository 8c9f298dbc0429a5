import { useParams } from "wouter";
import { CompaniesPage } from "../features/admin-companies/CompaniesPage";
import { CompanyPage } from "../features/admin-companies/CompanyPage";
import { InsightsPage } from "../features/admin-insights/insights-pages";
import { AdminLeadsPage } from "../features/admin-leads/AdminLeadsPage";
import { AdminUsersPages } from "../features/admin-users/admin-users-pages";
import { AdminChatPage } from "../features/support/AdminChatPage";

/** The administration's sections, as src/routes.json names them in an admin route's `kind`. */
export type AdminSection = "dashboard" | "finance" | "users" | "companies" | "leads" | "chat";

/**
 * Every admin page behind one lazy entry: each entry of the route table is bytes in every
 * visitor's first download (src/app/routes.tsx), and an administrator moves between these
 * sections all day, so one chunk serves them all. A section with `:id` shows the one thing.
 */
export function AdminPage({ section }: { section: AdminSection }) {
  const { id } = useParams<{ id?: string }>();
  switch (section) {
    case "dashboard":
    case "finance":
      return <InsightsPage kind={section} />;
    case "users":
      return <AdminUsersPages />;
    case "companies":
      return id ? <CompanyPage /> : <CompaniesPage />;
    case "leads":
      return <AdminLeadsPage />;
    case "chat":
      return <AdminChatPage />;
  }
}
