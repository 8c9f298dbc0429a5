import { FormattedMessage } from "react-intl";
import styled from "styled-components";

/** A page of prose from the locales: a heading and its paragraphs (`<id>.p1`, `<id>.p2`, …). */
export function TextPage({ titleId, paragraphIds }: { titleId: string; paragraphIds: string[] }) {
  return (
    <Article>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      {paragraphIds.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} />
        </p>
      ))}
    </Article>
  );
}

const Article = styled.article`
  max-inline-size: 46rem;
  p { font-size: 1.05rem; }
`;
