import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import type { FailureCode } from "../../../machines/request-failure";
import { LoadFailed } from "../../components/catalog/LoadFailed";

/** What a section shows before its data: its heading, its link and the room it keeps. */
export interface SectionHead {
  id: string;
  titleId: string;
  /** The list this section is a glimpse of. */
  more?: string;
  /** Height kept while loading, about what the content takes, so the page does not jump. */
  reserve: string;
}

interface HomeSectionProps extends SectionHead {
  loading: boolean;
  error: FailureCode | null;
  onRetry: () => void;
  children: ReactNode;
}

/** One section of the home page: heading, a "see all" link, and its loading or error state. */
export function HomeSection({
  id,
  titleId,
  more,
  loading,
  error,
  onRetry,
  reserve,
  children,
}: HomeSectionProps) {
  return (
    <Section aria-labelledby={id} aria-busy={loading}>
      <Head>
        <h2 id={id}>
          <FormattedMessage id={titleId} />
        </h2>
        {more && (
          <Link href={more}>
            <FormattedMessage id="homeSections.seeAll" />
          </Link>
        )}
      </Head>
      {error ? (
        <LoadFailed code={error} onRetry={onRetry} />
      ) : loading ? (
        <Placeholder style={{ minBlockSize: reserve }} role="status">
          <FormattedMessage id="common.loading" />
        </Placeholder>
      ) : (
        children
      )}
    </Section>
  );
}

/** A section not yet near the screen (NearScreen): its heading and its room, as while loading. */
export function SectionPlaceholder(head: SectionHead) {
  return (
    <HomeSection {...head} loading error={null} onRetry={() => {}}>
      {null}
    </HomeSection>
  );
}

const Section = styled.section`
  display: grid;
  gap: 1rem;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  h2 { margin: 0; font-size: 1.4rem; }
`;

const Placeholder = styled.p`
  margin: 0;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
`;
