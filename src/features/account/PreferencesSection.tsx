import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { CurrencySelect } from "../../components/CurrencySelect";
import { LanguageSelect } from "../../components/LanguageSelect";
import { Section } from "./form-parts";

/**
 * Language and display currency, the same controls as Settings: a choice applies at once and
 * is saved to the profile through the session (`locale.set`/`currency.set` → `session.choose`).
 */
export function PreferencesSection() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="profileEdit.preferences.title" />
      </h2>
      <Rows>
        <Row>
          <FormattedMessage id="profile.language" tagName="span" />
          <LanguageSelect />
        </Row>
        <Row>
          <FormattedMessage id="profile.currency" tagName="span" />
          <CurrencySelect />
        </Row>
      </Rows>
    </Section>
  );
}

const Rows = styled.div`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 30rem;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(6rem, 1fr) minmax(0, 14rem);
  align-items: center;
  gap: 1rem;
  font-weight: 600;
`;
