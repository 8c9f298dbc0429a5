import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { LINK_KINDS } from "../../../../machines/business-draft";
import type { FieldErrors } from "../../../../machines/field-check";
import type { BusinessLink } from "../../../../sdk";
import { TextField } from "../form-parts";

type Links = Record<BusinessLink["kind"], string>;

// Services' names are brands, written the same in every language; a website is a word.
const BRANDS: Partial<Record<BusinessLink["kind"], string>> = {
  telegram: "Telegram",
  instagram: "Instagram",
  facebook: "Facebook",
};

/** The business's website and social pages: web addresses (http or https) or left empty. */
export function LinksFields({
  links,
  errors,
  onChange,
}: {
  links: Links;
  errors: FieldErrors;
  onChange: (links: Links) => void;
}) {
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="businessEdit.links.title" />
      </legend>
      {LINK_KINDS.map((kind) => (
        <TextField
          key={kind}
          label={BRANDS[kind] ?? <FormattedMessage id="businessEdit.links.website" />}
          type="url"
          inputMode="url"
          dir="ltr"
          placeholder="https://"
          value={links[kind]}
          error={errors[`links.${kind}`] ?? (kind === "website" ? errors.links : undefined)}
          onChange={(event) => onChange({ ...links, [kind]: event.target.value })}
        />
      ))}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: none;
  legend { font-weight: 600; margin-block-end: 0.5rem; padding: 0; }
`;
