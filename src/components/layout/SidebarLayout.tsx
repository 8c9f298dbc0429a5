import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { audienceOfRole } from "../../../machines/plans";
import type { PlanAudience } from "../../../sdk";
import { useActors } from "../../lib/actors-context";
import { useAllowedLinks } from "../../lib/use-allowed-links";
import { SideNav, type SideNavItem } from "./SideNav";

/** An item of the account's pages; one with an audience is for that kind of account only. */
type ProfileNavItem = SideNavItem & { audience?: PlanAudience; people?: true };

const PROFILE_NAV: ProfileNavItem[] = [
  { href: "/profile", labelId: "profile.title" },
  { href: "/favorites", labelId: "favorites.title" },
  { href: "/notifications", labelId: "notifications.title" },
  // Individuals and businesses; administrators answer at /admin/chat.
  { href: "/support", labelId: "support.title", people: true },
  { href: "/payment-cards", labelId: "paymentCards.title" },
  // Public plan pages, but a person's own subscription is on the one for their kind of account.
  { href: "/subscription", labelId: "subscription.title", audience: "user" },
  { href: "/business-subscription", labelId: "businessSubscription.title", audience: "business" },
  { href: "/my-products", labelId: "myProducts.title" },
  { href: "/my-services", labelId: "myServices.title" },
  { href: "/my-banners", labelId: "banners.mine.title" },
];

// Every section of the administration, in the order an administrator's day meets them.
const ADMIN_NAV: SideNavItem[] = [
  { href: "/admin/dashboard", labelId: "admin.dashboard.title" },
  { href: "/admin/users", labelId: "admin.users.title" },
  { href: "/admin/companies", labelId: "admin.companies.title" },
  { href: "/admin/finance", labelId: "admin.finance.title" },
  { href: "/admin/leads", labelId: "admin.leads.title" },
  { href: "/admin/blogs", labelId: "admin.blogs.title" },
  { href: "/admin/banner", labelId: "admin.banners.title" },
  { href: "/form-builder", labelId: "formBuilder.title" },
  { href: "/translations", labelId: "translations.title" },
  { href: "/admin/pages", labelId: "sitePages.admin.title" },
  { href: "/admin/categories", labelId: "adminCategories.title" },
  { href: "/admin/search-synonyms", labelId: "adminSynonyms.title" },
  { href: "/admin/chat", labelId: "admin.chat.nav" },
];

/**
 * The profile and admin layouts: a side bar of the area's pages beside the content, listing
 * only the pages the person's role opens (a business account's own offerings, for one) and,
 * of the plan pages, the one for their kind of account.
 */
export function SidebarLayout({
  area,
  children,
}: {
  area: "profile" | "admin";
  children: ReactNode;
}) {
  const { session } = useActors();
  const audience = useSelector(session, (s) => audienceOfRole(s.context.user?.role));
  const items = useAllowedLinks<ProfileNavItem>(area === "admin" ? ADMIN_NAV : PROFILE_NAV).filter(
    (item) =>
      (item.audience === undefined || item.audience === audience) &&
      (item.people === undefined || audience !== null),
  );
  return (
    <Columns>
      <SideNav items={items} labelId={area === "admin" ? "admin.title" : "nav.accountSection"} />
      <Content id="main">{children}</Content>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  gap: 2rem;
  max-inline-size: 80rem;
  margin-inline: auto;
  padding-block: 2rem;
  padding-inline: clamp(1rem, 4vw, 2.5rem);
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 1rem;
  }
`;

const Content = styled.main`
  min-inline-size: 0;
`;
