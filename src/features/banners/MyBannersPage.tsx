import { useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { unwrap } from "../../../machines/request-failure";
import type { MyBanners } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { useResource } from "../../lib/use-resource";
import { BannerForm } from "./BannerForm";
import { BannerSummary } from "./BannerSummary";
import { Empty, Heading, Page, TextLink } from "./parts";
import { useBannerEditor } from "./use-banner-editor";

/**
 * /my-banners: a business's banners and requests, each with its status (a rejection with its
 * reason) and how often it was shown and followed; and a new request, when the business's plan
 * gives banners. Without it the page says why and where plans are (SPEC's
 * `no_banner_access_business`).
 */
export function MyBannersPage() {
  const banners = useResource<MyBanners>((sdk, call) => sdk.listMyBanners(call).then(unwrap));
  return (
    <Page>
      <Heading>
        <h1>
          <FormattedMessage id="banners.mine.title" />
        </h1>
      </Heading>
      {banners.error && <LoadFailed code={banners.error} onRetry={banners.retry} />}
      {!banners.data && !banners.error && (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {banners.data && (
        <>
          <section aria-labelledby="my-banners-list" aria-busy={banners.loading}>
            <h2 id="my-banners-list">
              <FormattedMessage id="banners.mine.list" />
            </h2>
            {banners.data.items.length === 0 ? (
              <Empty>
                <FormattedMessage id="banners.mine.empty" />
              </Empty>
            ) : (
              banners.data.items.map((banner) => <BannerSummary key={banner.id} banner={banner} />)
            )}
          </section>
          {banners.data.banner_access ? (
            <RequestForm onRequested={banners.reload} />
          ) : (
            <NoAccess role="note">
              <FormattedMessage id="banners.mine.noAccess" />{" "}
              <TextLink href="/business-subscription">
                <FormattedMessage id="banners.mine.plans" />
              </TextLink>
            </NoAccess>
          )}
        </>
      )}
    </Page>
  );
}

function RequestForm({ onRequested }: { onRequested: () => void }) {
  const actor = useBannerEditor("business", null, { saved: onRequested });
  const sent = useSelector(actor, (s) => s.matches("saved"));
  if (sent) {
    return (
      <Sent role="status">
        <p>
          <FormattedMessage id="banners.mine.sent" />
        </p>
        <Button type="button" onClick={() => actor.send({ type: "banner.again" })}>
          <FormattedMessage id="banners.mine.another" />
        </Button>
      </Sent>
    );
  }
  return (
    <>
      <p>
        <FormattedMessage id="banners.mine.hint" />
      </p>
      <BannerForm actor={actor} submitId="banners.form.request" />
    </>
  );
}

const NoAccess = styled.p`
  margin: 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;

const Sent = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  p { margin: 0; }
`;
