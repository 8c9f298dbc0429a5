import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { BannerDetail, Lang } from "../../../sdk";
import { formatDate } from "../../lib/format/date-time";
import { imageUrl } from "../../lib/image-url";

/** A banner's title in the reader's language, else Russian, else any it has. */
export function bannerTitle(banner: BannerDetail, locale: string): string {
  const titles = banner.titles;
  return titles[locale as Lang] ?? titles.ru ?? Object.values(titles).find(Boolean) ?? "";
}

/**
 * One banner as the administration's queue and a business's list show it: its picture and
 * title, where and when it runs, its status (a rejection with its reason, as the business
 * reads it) and how often it was shown and followed. `actions` are the row's own controls.
 */
export function BannerSummary({ banner, actions }: { banner: BannerDetail; actions?: ReactNode }) {
  const intl = useIntl();
  // ends_at is the instant after the last day it runs.
  const lastDay = new Date(new Date(banner.ends_at).getTime() - 1).toISOString();
  return (
    <Row>
      <img src={imageUrl(banner.image)} alt="" width={180} height={60} loading="lazy" />
      <div>
        <h3 dir="auto">{bannerTitle(banner, intl.locale)}</h3>
        <Facts>
          <Status $status={banner.status}>
            <FormattedMessage id={`banners.statuses.${banner.status}`} />
          </Status>
          <span>
            <FormattedMessage id={`banners.placements.${banner.placement}`} />
          </span>
          <span>
            <FormattedMessage
              id="banners.runs"
              values={{
                from: formatDate(banner.starts_at, intl.locale),
                to: formatDate(lastDay, intl.locale),
              }}
            />
          </span>
          {banner.business && (
            <span>
              <FormattedMessage
                id="banners.by"
                values={{ business: <bdi>{banner.business.name}</bdi> }}
              />
            </span>
          )}
          <span>
            <FormattedMessage
              id="banners.counts"
              values={{ impressions: banner.impressions, clicks: banner.clicks }}
            />
          </span>
        </Facts>
        {banner.status === "rejected" && banner.reject_reason && (
          <Reason>
            <FormattedMessage
              id="banners.reason"
              values={{ reason: <bdi>{banner.reject_reason}</bdi> }}
            />
          </Reason>
        )}
        {actions}
      </div>
    </Row>
  );
}

const Row = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 11rem) minmax(0, 1fr);
  gap: 1rem;
  padding-block: 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  img {
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.background};
  }
  h3 { margin: 0 0 0.25rem; font-size: 1rem; }
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Status = styled.strong<{ $status: BannerDetail["status"] }>`
  color: ${({ theme, $status }) => ($status === "rejected" ? theme.color.danger : theme.color.text)};
`;

const Reason = styled.p`
  margin: 0.25rem 0 0;
`;
