import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { unwrap } from "../../../machines/request-failure";
import type { BannerPage, BannerStatus } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { Select } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { PageNavigation } from "../../components/PageNavigation";
import { useResource } from "../../lib/use-resource";
import { BannerSummary } from "./BannerSummary";
import { DecisionControls } from "./DecisionControls";
import { ActionLink, Empty, Heading, Page, TextLink } from "./parts";

const PAGE_SIZE = 24;
const STATUSES: readonly BannerStatus[] = ["pending", "approved", "rejected"];

/**
 * /admin/banner: every banner, businesses' pending requests first (the longest waiting first),
 * each with its counts; a pending one is approved or rejected in its row, any one opens in the
 * editor. A status filter narrows the list.
 */
export function AdminBannersPage() {
  const intl = useIntl();
  const [status, setStatus] = useState<BannerStatus | "">("");
  const [page, setPage] = useState(1);
  return (
    <Page>
      <Heading>
        <h1>
          <FormattedMessage id="admin.banners.title" />
        </h1>
        <ActionLink href="/admin/banner/new">
          <FormattedMessage id="banners.admin.new" />
        </ActionLink>
      </Heading>
      <LabelledField label={<FormattedMessage id="banners.admin.status" />}>
        {({ id }) => (
          <Select
            id={id}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BannerStatus | "");
              setPage(1);
            }}
          >
            <option value="">{intl.formatMessage({ id: "banners.admin.all" })}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `banners.statuses.${value}` })}
              </option>
            ))}
          </Select>
        )}
      </LabelledField>
      <BannerList
        key={`${status}:${page}:${intl.locale}`}
        status={status}
        page={page}
        onPage={setPage}
      />
    </Page>
  );
}

function BannerList({
  status,
  page,
  onPage,
}: {
  status: BannerStatus | "";
  page: number;
  onPage: (page: number) => void;
}) {
  const banners = useResource<BannerPage>((sdk, call) =>
    sdk
      .listAdminBanners({
        ...call,
        query: { ...(status && { status }), page, page_size: PAGE_SIZE },
      })
      .then(unwrap),
  );
  if (banners.error) return <LoadFailed code={banners.error} onRetry={banners.retry} />;
  if (!banners.data) {
    return (
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  if (banners.data.items.length === 0) {
    return (
      <Empty>
        <FormattedMessage id="banners.admin.empty" />
      </Empty>
    );
  }
  return (
    <section aria-busy={banners.loading}>
      {banners.data.items.map((banner) => (
        <BannerSummary
          key={banner.id}
          banner={banner}
          actions={
            <>
              {banner.status === "pending" && (
                <DecisionControls id={banner.id} onDecided={banners.reload} />
              )}
              <p>
                <TextLink href={`/admin/banner/new/${banner.id}`}>
                  <FormattedMessage id="banners.admin.edit" />
                </TextLink>
              </p>
            </>
          }
        />
      ))}
      <PageNavigation
        labelId="banners.admin.pages"
        page={page}
        pageCount={Math.ceil(banners.data.total / PAGE_SIZE)}
        onChange={onPage}
      />
    </section>
  );
}
