import { useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import type { BusinessDraft } from "../../../../machines/business-draft";
import type { businessEditorMachine } from "../../../../machines/business-editor.machine";
import { unwrap } from "../../../../machines/request-failure";
import { Button } from "../../../components/Button";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorText } from "../../../components/ErrorText";
import { LabelledField } from "../../../components/LabelledField";
import { MaskedInput } from "../../../components/MaskedInput";
import { OkedPicker } from "../../../components/OkedPicker";
import { PhoneHint } from "../../../components/PhoneHint";
import { useResource } from "../../../lib/use-resource";
import { Actions, Hint, Saved, SelectField, TextField } from "../form-parts";
import { HoursFields } from "./HoursFields";
import { LinksFields } from "./LinksFields";
import { LogoField } from "./LogoField";
import { TextsByLanguage } from "./TextsByLanguage";

type Editor = ActorRefFrom<typeof businessEditorMachine>;

/**
 * The business's details as its owner edits them: the activity is picked from the OKED list
 * by code or name, the taxpayer number and the phone are typed into their masks.
 */
export function BusinessForm({ editor }: { editor: Editor }) {
  const intl = useIntl();
  const draft = useSelector(editor, (s) => s.context.draft);
  const errors = useSelector(editor, (s) => s.context.errors);
  const error = useSelector(editor, (s) => s.context.error);
  const saved = useSelector(editor, (s) => s.context.saved);
  const status = useSelector(editor, (s) => s.context.business?.status);
  const busy = useSelector(editor, (s) => s.hasTag("busy"));
  const uploading = useSelector(editor, (s) => s.matches("uploadingLogo"));
  const dirty = useSelector(editor, (s) => s.matches({ ready: "dirty" }));
  const confirming = useSelector(editor, (s) => s.matches("confirming"));
  const regions = useResource((sdk, call) => sdk.listRegions(call).then(unwrap));
  if (!draft) return null;

  const change = (changes: Partial<BusinessDraft>) =>
    editor.send({ type: "business.change", changes });
  const text = (field: "email" | "address") => ({
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });
  return (
    <Form
      aria-label={intl.formatMessage({ id: "businessEdit.title" })}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        editor.send({ type: "business.save" });
      }}
    >
      <LogoField
        logo={draft.logo}
        uploading={uploading}
        error={errors.logo}
        onChoose={(file) => editor.send({ type: "business.logo", file })}
        onRemove={() => change({ logo: null })}
      />
      {status === "accepted" && (
        <Hint>
          <FormattedMessage id="businessEdit.reverifies" />
        </Hint>
      )}
      <TextsByLanguage
        names={draft.names}
        descriptions={draft.descriptions}
        errors={errors}
        onChange={change}
      />
      <LabelledField label={<FormattedMessage id="business.activity" />} error={errors.oked}>
        {(control) => (
          <OkedPicker {...control} value={draft.oked} onChange={(oked) => change({ oked })} />
        )}
      </LabelledField>
      <LabelledField label={<FormattedMessage id="business.taxId" />} error={errors.tax_id}>
        {({ id, describedBy, invalid }) => (
          <MaskedInput
            id={id}
            kind="taxId"
            autoComplete="off"
            value={draft.tax_id}
            onChange={(tax_id) => change({ tax_id })}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </LabelledField>
      <LabelledField
        label={<FormattedMessage id="businessEdit.phone" />}
        hint={<PhoneHint />}
        error={errors.phone}
      >
        {({ id, describedBy, invalid }) => (
          <MaskedInput
            id={id}
            kind="phone"
            autoComplete="tel"
            value={draft.phone}
            onChange={(phone) => change({ phone })}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </LabelledField>
      <TextField
        label={<FormattedMessage id="businessEdit.email" />}
        type="email"
        autoComplete="email"
        dir="ltr"
        {...text("email")}
      />
      <SelectField
        label={<FormattedMessage id="businessEdit.region" />}
        value={draft.region}
        error={errors.region}
        onChange={(event) => change({ region: event.target.value })}
      >
        <option value="">{intl.formatMessage({ id: "businessEdit.noRegion" })}</option>
        {(regions.data ?? []).map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={<FormattedMessage id="businessEdit.address" />}
        autoComplete="street-address"
        dir="auto"
        {...text("address")}
      />
      <HoursFields hours={draft.hours} errors={errors} onChange={(hours) => change({ hours })} />
      <LinksFields links={draft.links} errors={errors} onChange={(links) => change({ links })} />
      {error && <ErrorText code={error} />}
      <Sticky>
        <Actions>
          <Button type="submit" disabled={busy || !dirty}>
            <FormattedMessage id="businessEdit.save" />
          </Button>
          {dirty && (
            <Button
              type="button"
              $tone="plain"
              disabled={busy}
              onClick={() => editor.send({ type: "business.reset" })}
            >
              <FormattedMessage id="businessEdit.reset" />
            </Button>
          )}
          {saved && (
            <Saved>
              <FormattedMessage id="businessEdit.saved" />
            </Saved>
          )}
        </Actions>
      </Sticky>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="businessEdit.confirm.title" />}
        message={<FormattedMessage id="businessEdit.confirm.message" />}
        okLabel={<FormattedMessage id="businessEdit.confirm.ok" />}
        cancelLabel={<FormattedMessage id="profileEdit.cancel" />}
        onConfirm={() => editor.send({ type: "business.confirm" })}
        onCancel={() => editor.send({ type: "business.cancel" })}
      />
    </Form>
  );
}

// One column that never grows past the screen: a long activity name stays inside its select.
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  max-inline-size: 40rem;
`;

// The save button stays in reach on a phone while the long form scrolls.
const Sticky = styled.div`
  position: sticky;
  inset-block-end: 0;
  padding-block: 0.75rem;
  background: ${({ theme }) => theme.color.surface};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;
