import { useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { FieldErrors } from "../../../machines/field-check";
import {
  emptyDetails,
  type RegistrationDetails,
  type RegistrationKind,
} from "../../../machines/registration.machine";
import type { FailureCode } from "../../../machines/request-failure";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { LabelledField } from "../../components/LabelledField";
import { MaskedInput } from "../../components/MaskedInput";
import { OkedPicker } from "../../components/OkedPicker";
import { PhoneHint } from "../../components/PhoneHint";
import { RegionSelect } from "../../components/RegionSelect";
import { textFieldStyle } from "../../components/text-field-style";

interface RegistrationFormProps {
  kind: RegistrationKind;
  fieldErrors: FieldErrors;
  error: FailureCode | null;
  busy: boolean;
  onSubmit: (details: RegistrationDetails) => void;
  /** A field changed: its error is out of date. */
  onEdit: (field: keyof RegistrationDetails) => void;
}

type TextField = "first_name" | "last_name" | "email" | "password" | "business_name" | "address";

/**
 * The details of a registration: the person (and, for a business, the business). What is
 * wrong is the registration machine's to say, field by field, with the server's codes; this
 * form only collects what was typed.
 */
export function RegistrationForm({
  kind,
  fieldErrors,
  error,
  busy,
  onSubmit,
  onEdit,
}: RegistrationFormProps) {
  const [details, setDetails] = useState(emptyDetails);
  const set = (field: keyof RegistrationDetails) => (value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) onEdit(field);
  };
  const text = (field: TextField, type: string, autoComplete: string, label: string) => (
    <LabelledField
      label={<FormattedMessage id={label} />}
      error={fieldErrors[field]}
      hint={field === "password" ? <FormattedMessage id="fields.passwordHint" /> : undefined}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name={field}
          type={type}
          autoComplete={autoComplete}
          dir={type === "password" ? undefined : "auto"}
          value={details[field]}
          onChange={(event) => set(field)(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </LabelledField>
  );

  return (
    <Form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(details);
      }}
    >
      <Group>
        <legend>
          <FormattedMessage id="signup.aboutYou" />
        </legend>
        <Pair>
          {text("first_name", "text", "given-name", "fields.firstName")}
          {text("last_name", "text", "family-name", "fields.lastName")}
        </Pair>
        <LabelledField
          label={<FormattedMessage id="fields.phone" />}
          hint={<PhoneHint />}
          error={fieldErrors.phone}
        >
          {({ id, describedBy, invalid }) => (
            <MaskedInput
              id={id}
              kind="phone"
              name="phone"
              autoComplete="tel"
              value={details.phone}
              onChange={set("phone")}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </LabelledField>
        {text("email", "email", "email", kind === "user" ? "fields.emailOptional" : "fields.email")}
        {text("password", "password", "new-password", "fields.password")}
      </Group>
      {kind === "business" && (
        <Group>
          <legend>
            <FormattedMessage id="signup.yourBusiness" />
          </legend>
          {text("business_name", "text", "organization", "fields.businessName")}
          <LabelledField
            label={<FormattedMessage id="fields.oked" />}
            hint={<FormattedMessage id="fields.okedHint" />}
            error={fieldErrors.oked}
          >
            {(control) => <OkedPicker {...control} value={details.oked} onChange={set("oked")} />}
          </LabelledField>
          <LabelledField
            label={<FormattedMessage id="fields.taxId" />}
            hint={<FormattedMessage id="fields.taxIdHint" />}
            error={fieldErrors.tax_id}
          >
            {({ id, describedBy, invalid }) => (
              <MaskedInput
                id={id}
                kind="taxId"
                name="tax_id"
                value={details.tax_id}
                onChange={set("tax_id")}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </LabelledField>
          <LabelledField label={<FormattedMessage id="fields.region" />} error={fieldErrors.region}>
            {(control) => (
              <RegionSelect {...control} value={details.region} onChange={set("region")} />
            )}
          </LabelledField>
          {text("address", "text", "street-address", "fields.address")}
        </Group>
      )}
      {error && <ErrorText code={error} />}
      <div>
        <Button type="submit" disabled={busy}>
          <FormattedMessage
            id={
              busy
                ? "signup.submitting"
                : kind === "user"
                  ? "signup.submitUser"
                  : "signup.submitBusiness"
            }
          />
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
  max-inline-size: 36rem;
`;

const Group = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    padding: 0;
    margin-block-end: 1rem;
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

// Two fields side by side where there is room, one under the other on a phone.
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
`;

const Input = styled.input`
  ${textFieldStyle}
`;
