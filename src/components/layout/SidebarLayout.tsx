import type { ReactNode } from "react";
import styled from "styled-components";
import { useAllowedLinks } from "../../lib/use-allowed-links";
import { SideNav, type SideNavItem } from "./SideNav";

const PROFILE_NAV: SideNavItem[] = [
  { href: "/profile", labelId: "profile.title" },
  { href: "/favorites", labelId: "favorites.title" },
  { href: "/notifications", labelId: "notifications.title" },
  { href: "/payment-cards", labelId: "paymentCards.title" },
  { href: "/my-products", labelId: "myProducts.title" },
  { href: "/my-services", labelId: "myServices.title" },
];

const ADMIN_NAV: SideNavItem[] = [
  { href: "/admin/dashboard", labelId: "admin.dashboard.title" },
  { href: "/admin/chat", labelId: "admin.chat.title" },
  { href: "/admin/leads", labelId: "admin.leads.title" },
  { href: "/admin/finance", labelId: "admin.finance.title" },
  { href: "/admin/users", labelId: "admin.users.title" },
  { href: "/admin/companies", labelId: "admin.companies.title" },
  { href: "/admin/blogs", labelId: "admin.blogs.title" },
  { href: "/admin/banner", labelId: "admin.banners.title" },
];

/**
 * The profile and admin layouts: a side bar of the area's pages beside the content, listing
 * only the pages the person's role opens (a business account's own offerings, for one).
 */
export function SidebarLayout({
  area,
  children,
}: {
  area: "profile" | "admin";
  children: ReactNode;
}) {
  const items = useAllowedLinks(area === "admin" ? ADMIN_NAV : PROFILE_NAV);
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
