import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";

// The filters' names as the filters panel shows them (its own labels where they name the
// filter alone); an unknown parameter keeps its own name.
const NAME_IDS: Record<string, string> = {
  category: "search.filters.category",
  region: "search.filters.region",
  price_min: "search.removed.names.price",
  price_max: "search.removed.names.price",
  rating_min: "search.filters.rating",
  flash: "search.removed.names.flash",
  sort: "search.removed.names.sort",
};

/**
 * Says which filters of the address the list did not understand and took out of it, so a
 * shared link that shows everything does not look like it was applied.
 */
export function RemovedFiltersNote({
  names,
  onDismiss,
}: {
  names: readonly string[];
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const labels = [
    ...new Set(
      names.map((name) => {
        const id = NAME_IDS[name];
        // An unknown name is the address's own text: cut short, isolated for direction.
        return id ? intl.formatMessage({ id }) : shorten(name);
      }),
    ),
  ];
  const quoted = labels.map((label) => (
    <FormattedMessage
      key={label}
      id="search.removed.quoted"
      values={{ name: <bdi dir="auto">{label}</bdi> }}
    />
  ));
  return (
    <Note role="status">
      <span>
        <FormattedMessage
          id="search.removed.message"
          values={{
            count: labels.length,
            filters: intl.formatList(quoted, { type: "conjunction" }),
          }}
        />
      </span>
      <Button type="button" $tone="plain" onClick={onDismiss}>
        <FormattedMessage id="search.removed.dismiss" />
      </Button>
    </Note>
  );
}

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-block-end: 1rem;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;

function shorten(name: string): string {
  const characters = Array.from(name);
  return characters.length > 40 ? `${characters.slice(0, 40).join("")}…` : name;
}
