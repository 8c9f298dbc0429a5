import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import {
  BANNER_PLACEMENTS,
  type BannerPlainField,
  type BannerTextField,
} from "../../../machines/banner-draft";
import { CONTENT_LANGS } from "../../../machines/content-langs";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { Select } from "../../components/form-controls";
import { IconPicker } from "../../components/IconPicker";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";
import { imageUrl } from "../../lib/image-url";
import type { BannerEditorActor } from "./use-banner-editor";

/**
 * A banner's fields, shared by the administration's editor and a business's request: the
 * picture (uploaded as chosen), the link, a title and a text per language, the placement, the
 * days it runs (Tashkent days, both included) and, for the administration, its order.
 */
export function BannerForm({
  actor,
  submitId,
  labelledBy,
}: {
  actor: BannerEditorActor;
  submitId: string;
  /** The page's heading that names the form; without one the form has its own. */
  labelledBy?: string;
}) {
  const intl = useIntl();
  const ownHeadingId = useId();
  const headingId = labelledBy ?? ownHeadingId;
  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const imageError = useSelector(actor, (s) => s.context.imageError);
  const admin = useSelector(actor, (s) => s.context.mode === "admin");
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const uploading = useSelector(actor, (s) => s.matches("uploading"));
  const change = (field: BannerPlainField) => (value: string) =>
    actor.send({ type: "banner.change", field, value });

  const texts = (field: BannerTextField) => (
    <Languages>
      <legend>
        <FormattedMessage id={`banners.form.${field}`} />
      </legend>
      {CONTENT_LANGS.map((lang) => (
        <LabelledField key={lang} label={<FormattedMessage id={`banners.form.lang.${lang}`} />}>
          {({ id, describedBy }) =>
            field === "titles" ? (
              <Input
                id={id}
                lang={lang}
                dir={lang === "fa" ? "rtl" : "ltr"}
                maxLength={200}
                value={form.titles[lang]}
                onChange={(event) =>
                  actor.send({ type: "banner.text", field, lang, value: event.target.value })
                }
                aria-describedby={describedBy}
              />
            ) : (
              <TextArea
                id={id}
                lang={lang}
                dir={lang === "fa" ? "rtl" : "ltr"}
                rows={2}
                maxLength={5000}
                value={form.texts[lang]}
                onChange={(event) =>
                  actor.send({ type: "banner.text", field, lang, value: event.target.value })
                }
                aria-describedby={describedBy}
              />
            )
          }
        </LabelledField>
      ))}
      {errors[field] && <ErrorText code={errors[field]} />}
    </Languages>
  );

  return (
    <Form
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "banner.submit" });
      }}
    >
      {!labelledBy && (
        <h2 id={headingId}>
          <FormattedMessage id="banners.form.headingRequest" />
        </h2>
      )}
      <LabelledField
        label={<FormattedMessage id="banners.form.image" />}
        hint={<FormattedMessage id="banners.form.imageHint" />}
        error={imageError ?? errors.image}
      >
        {({ id, describedBy, invalid }) => (
          <Picture>
            {form.image && (
              <img
                src={imageUrl(form.image)}
                alt={intl.formatMessage({ id: "banners.form.imageChosen" })}
                width={300}
                height={100}
              />
            )}
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              disabled={uploading}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) actor.send({ type: "banner.image", file });
                event.target.value = "";
              }}
            />
          </Picture>
        )}
      </LabelledField>
      <LabelledField
        label={<FormattedMessage id="banners.form.link" />}
        hint={<FormattedMessage id="banners.form.linkHint" />}
        error={errors.link}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            name="link"
            dir="ltr"
            inputMode="url"
            maxLength={500}
            placeholder="/search/products?category=… · https://…"
            value={form.link}
            onChange={(event) => change("link")(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </LabelledField>
      {texts("titles")}
      {texts("texts")}
      <IconPicker
        legend={intl.formatMessage({ id: "editorIcons.bannerLegend" })}
        value={form.icon}
        onChange={(icon) => actor.send({ type: "banner.icon", icon })}
      />
      {errors.icon && <ErrorText code={errors.icon} />}
      <LabelledField
        label={<FormattedMessage id="banners.form.placement" />}
        error={errors.placement}
      >
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            name="placement"
            value={form.placement}
            onChange={(event) => change("placement")(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            {BANNER_PLACEMENTS.map((placement) => (
              <option key={placement} value={placement}>
                {intl.formatMessage({ id: `banners.placements.${placement}` })}
              </option>
            ))}
          </Select>
        )}
      </LabelledField>
      <Row>
        {(["startsOn", "endsOn"] as const).map((field) => (
          <LabelledField
            key={field}
            label={<FormattedMessage id={`banners.form.${field}`} />}
            error={errors[field === "startsOn" ? "starts_at" : "ends_at"]}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                name={field}
                type="date"
                value={form[field]}
                onChange={(event) => change(field)(event.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </LabelledField>
        ))}
        {admin && (
          <LabelledField
            label={<FormattedMessage id="banners.form.position" />}
            hint={<FormattedMessage id="banners.form.positionHint" />}
            error={errors.position}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                name="position"
                inputMode="numeric"
                value={form.position}
                onChange={(event) => change("position")(event.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </LabelledField>
        )}
      </Row>
      {error && <ErrorText code={error} />}
      <div>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={submitId} />
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-inline-size: 44rem;
  h2 { margin: 0; }
`;

const Input = styled.input`
  ${textFieldStyle}
`;

const TextArea = styled.textarea`
  ${textFieldStyle}
  resize: vertical;
`;

const Languages = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  legend { padding-inline: 0.25rem; font-weight: 600; }
`;

const Picture = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  img {
    inline-size: min(100%, 24rem);
    block-size: auto;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.background};
  }
`;

const Row = styled.div`
  display: grid;
  align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: 1rem;
`;
