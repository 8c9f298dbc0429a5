import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import type { MyOfferingCard } from "../../../sdk";
import { formatMoney } from "../../lib/i18n/money";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { imageUrl } from "../../lib/image-url";
import { editorPath } from "./listing-paths";
import { SaleLine } from "./SaleLine";
import { StatusBadge } from "./StatusBadge";

/** One of the owner's offerings in their list, a link to its editor. */
export function OfferingRow({ offering }: { offering: MyOfferingCard }) {
  const intl = useIntl();
  const { price } = offering;
  return (
    <Row>
      <Thumb src={imageUrl(offering.image)} alt="" width={64} height={64} loading="lazy" />
      <Body>
        <Title>
          <Link href={editorPath(offering.kind, offering.id)}>
            {offering.title ? (
              <bdi>{offering.title}</bdi>
            ) : (
              <FormattedMessage id="listings.untitled" />
            )}
          </Link>
        </Title>
        <Meta>
          <StatusBadge status={offering.status} />
          <span>{formatMoney(price.amount, price.currency, price.currency, [], intl.locale)}</span>
          <bdi>{offering.category.name}</bdi>
        </Meta>
        {offering.flash_sale && <SaleLine sale={offering.flash_sale} />}
        {offering.missing_langs.length > 0 && (
          <Missing>
            <FormattedMessage
              id="listings.missingTitles"
              values={{
                langs: intl.formatList(
                  offering.missing_langs.map((lang) => (
                    <bdi key={lang} lang={lang}>
                      {LOCALE_AUTONYMS[lang]}
                    </bdi>
                  )),
                ),
              }}
            />
          </Missing>
        )}
      </Body>
    </Row>
  );
}

const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;

const Thumb = styled.img`
  inline-size: 64px;
  block-size: 64px;
  object-fit: cover;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.background};
`;

const Body = styled.div`
  display: grid;
  gap: 0.3rem;
  min-inline-size: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
  /* The whole card opens the editor; the link stays the one thing focus lands on. */
  a::after { content: ""; position: absolute; inset: 0; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Missing = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;
