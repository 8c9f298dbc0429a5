import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { PageTextField } from "../../../machines/page-editor.machine";
import type { FailureCode } from "../../../machines/request-failure";
import type { Lang } from "../../../sdk";
import { LabelledField } from "../../components/LabelledField";
import { MarkdownBody } from "../../components/markdown/MarkdownBody";
import { textFieldStyle } from "../../components/text-field-style";

interface PageTextFieldsProps {
  lang: Lang;
  title: string;
  body: string;
  titleError: FailureCode | null;
  bodyError: FailureCode | null;
  onChange: (field: PageTextField, value: string) => void;
}

/**
 * One language's title and Markdown text, beside the preview a visitor will see: the text is
 * written in that language (its `lang` and direction), whatever the interface speaks.
 */
export function PageTextFields({
  lang,
  title,
  body,
  titleError,
  bodyError,
  onChange,
}: PageTextFieldsProps) {
  const dir = lang === "fa" ? "rtl" : "ltr";
  return (
    <Columns>
      <Fields>
        <LabelledField
          label={<FormattedMessage id="sitePages.admin.titleLabel" />}
          error={titleError}
        >
          {(control) => (
            <Input
              id={control.id}
              lang={lang}
              dir={dir}
              maxLength={120}
              aria-describedby={control.describedBy}
              aria-invalid={control.invalid}
              value={title}
              onChange={(event) => onChange("titles", event.target.value)}
            />
          )}
        </LabelledField>
        <LabelledField
          label={<FormattedMessage id="sitePages.admin.bodyLabel" />}
          hint={<FormattedMessage id="sitePages.admin.bodyHint" />}
          error={bodyError}
        >
          {(control) => (
            <TextArea
              id={control.id}
              lang={lang}
              dir={dir}
              rows={18}
              aria-describedby={control.describedBy}
              aria-invalid={control.invalid}
              value={body}
              onChange={(event) => onChange("bodies", event.target.value)}
            />
          )}
        </LabelledField>
      </Fields>
      <Preview aria-labelledby="page-preview-heading">
        <h2 id="page-preview-heading">
          <FormattedMessage id="sitePages.admin.preview" />
        </h2>
        <PreviewTitle lang={lang} dir={dir}>
          {title}
        </PreviewTitle>
        <MarkdownBody source={body} lang={lang} />
      </Preview>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1.5rem;
  align-items: start;
`;

const Fields = styled.div`
  display: grid;
  gap: 1rem;
`;

const Input = styled.input`
  ${textFieldStyle}
`;

const TextArea = styled.textarea`
  ${textFieldStyle}
  min-block-size: 20rem;
  resize: vertical;
  font-family: ui-monospace, monospace;
  line-height: 1.5;
`;

const Preview = styled.section`
  padding: 1rem 1.25rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  max-block-size: 40rem;
  overflow-y: auto;
  & > h2 {
    margin: 0 0 0.5rem;
    font-size: 0.85rem;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const PreviewTitle = styled.p`
  margin: 0 0 1rem;
  font-size: 1.6rem;
  font-weight: 700;
`;
