import { useParams } from "wouter";
import { AdminBlogsPage } from "../features/admin-blog/AdminBlogsPage";
import { BlogEditorPage } from "../features/admin-blog/BlogEditorPage";
import { AdminCategoriesPage } from "../features/admin-categories/AdminCategoriesPage";
import { CompaniesPage } from "../features/admin-companies/CompaniesPage";
import { CompanyPage } from "../features/admin-companies/CompanyPage";
import { InsightsPage } from "../features/admin-insights/insights-pages";
import { AdminLeadsPage } from "../features/admin-leads/AdminLeadsPage";
import { AdminSitePages } from "../features/admin-site-pages/AdminSitePages";
import { AdminSynonymsPage } from "../features/admin-synonyms/AdminSynonymsPage";
import { TranslationsPage } from "../features/admin-translations/TranslationsPage";
import { AdminUsersPages } from "../features/admin-users/admin-users-pages";
import { AdminBannersPage } from "../features/banners/AdminBannersPage";
import { BannerEditorPage } from "../features/banners/BannerEditorPage";
import { FormBuilderPage } from "../features/form-builder/FormBuilderPage";
import { AdminChatPage } from "../features/support/AdminChatPage";

/** The administration's sections, as src/routes.json names them in an admin route's `kind`. */
export type AdminSection =
  | "dashboard"
  | "finance"
  | "users"
  | "companies"
  | "leads"
  | "chat"
  | "forms"
  | "banners"
  | "banner-editor"
  | "blogs"
  | "blog-editor"
  | "translations"
  | "pages"
  | "categories"
  | "search-synonyms";

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
    case "pages":
      return <AdminSitePages />;
    case "categories":
      return <AdminCategoriesPage />;
    case "search-synonyms":
      return <AdminSynonymsPage />;
    case "chat":
      return <AdminChatPage />;
    case "blogs":
      return <AdminBlogsPage />;
    case "blog-editor":
      return <BlogEditorPage />;
    case "banners":
      return <AdminBannersPage />;
    case "banner-editor":
      return <BannerEditorPage />;
    case "forms":
      return <FormBuilderPage />;
    case "translations":
      return <TranslationsPage />;
  }
}
