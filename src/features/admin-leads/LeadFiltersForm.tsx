import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { LeadFilters } from "../../../machines/lead-list.machine";
import type { LeadSource, LeadStatus } from "../../../sdk";
import { Button } from "../../components/Button";
import { Select } from "../../components/form-controls";
import { textFieldStyle } from "../../components/text-field-style";

const STATUSES: LeadStatus[] = ["new", "in_progress", "won", "lost"];
const SOURCES: LeadSource[] = ["contact_form", "form"];

interface LeadFiltersFormProps {
  filters: LeadFilters;
  /** The administrator looking, for "assigned to me". */
  myId: string | null;
  onChange: (filters: Partial<LeadFilters>) => void;
}

/** The list's filters: a choice applies at once; the text when submitted (Enter or Search). */
export function LeadFiltersForm({ filters, myId, onChange }: LeadFiltersFormProps) {
  const intl = useIntl();
  const [text, setText] = useState(filters.q);
  const id = useId();
  return (
    <Form
      role="search"
      aria-label={intl.formatMessage({ id: "admin.leads.filters" })}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text });
      }}
    >
      <label htmlFor={`${id}-1`}>
        <FormattedMessage id="admin.leads.status" />
        <Select
          id={`${id}-1`}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as LeadStatus | "" })}
        >
          <option value="">{intl.formatMessage({ id: "admin.leads.anyStatus" })}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage({ id: `admin.leads.statuses.${status}` })}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-2`}>
        <FormattedMessage id="admin.leads.source" />
        <Select
          id={`${id}-2`}
          value={filters.source}
          onChange={(event) => onChange({ source: event.target.value as LeadSource | "" })}
        >
          <option value="">{intl.formatMessage({ id: "admin.leads.anySource" })}</option>
          {SOURCES.map((source) => (
            <option key={source} value={source}>
              {intl.formatMessage({ id: `admin.leads.sources.${source}` })}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-3`}>
        <FormattedMessage id="admin.leads.assignee" />
        <Select
          id={`${id}-3`}
          value={filters.assignee}
          onChange={(event) => onChange({ assignee: event.target.value })}
        >
          <option value="">{intl.formatMessage({ id: "admin.leads.anyone" })}</option>
          {myId && <option value={myId}>{intl.formatMessage({ id: "admin.leads.me" })}</option>}
          <option value="none">{intl.formatMessage({ id: "admin.leads.nobody" })}</option>
        </Select>
      </label>
      <label htmlFor={`${id}-4`}>
        <FormattedMessage id="admin.leads.search" />
        <Input
          id={`${id}-4`}
          type="search"
          dir="auto"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button type="submit" $tone="plain">
        <FormattedMessage id="admin.leads.search" />
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  label { display: grid; gap: 0.25rem; }
`;

const Input = styled.input`
  ${textFieldStyle}
`;
