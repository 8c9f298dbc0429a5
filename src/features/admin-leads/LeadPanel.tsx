import { useActorRef, useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { leadDetailMachine } from "../../../machines/lead-detail.machine";
import { createLeadDetailActors } from "../../../machines/leads.actors";
import type { LeadDetail, LeadPerson } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { Select } from "../../components/form-controls";
import { textFieldStyle } from "../../components/text-field-style";
import { useActors } from "../../lib/actors-context";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { LeadFormAnswers } from "./LeadFormAnswers";

interface LeadPanelProps {
  id: string;
  /** The administrator looking, whom the lead can be assigned to. */
  me: { id: string; name: string } | null;
  onChanged: () => void;
  onClose: () => void;
}

/**
 * One lead beside the list: what was sent, the statuses it may move to (the server's
 * `next_statuses`), its assignee (the administrator looking, or nobody), notes and history.
 * Every text a visitor or administrator typed is shown as plain text, never as markup.
 */
export function LeadPanel({ id, me, onChanged, onClose }: LeadPanelProps) {
  const { api } = useActors();
  const headingId = useId();
  const actor = useActorRef(
    leadDetailMachine.provide({
      actors: createLeadDetailActors(api),
      actions: { changed: onChanged },
    }),
    { input: { id } },
  );
  const detail = useSelector(actor, (s) => s.context.detail);
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const note = useSelector(actor, (s) => s.context.note);
  return (
    <Panel aria-labelledby={headingId} aria-busy={busy}>
      <Top>
        <h2 id={headingId}>
          {detail ? (
            <FormattedMessage
              id="admin.leads.detail"
              values={{ name: <bdi>{detail.lead.name}</bdi> }}
            />
          ) : (
            <FormattedMessage id="common.loading" />
          )}
        </h2>
        <Button type="button" $tone="plain" onClick={onClose}>
          <FormattedMessage id="admin.leads.close" />
        </Button>
      </Top>
      {failed && error && (
        <LoadFailed code={error} onRetry={() => actor.send({ type: "lead.retry" })} />
      )}
      {detail && (
        <LeadBody
          detail={detail}
          me={me}
          busy={busy}
          note={note}
          error={failed ? null : error}
          send={actor.send}
        />
      )}
    </Panel>
  );
}

interface LeadBodyProps {
  detail: LeadDetail;
  me: { id: string; name: string } | null;
  busy: boolean;
  note: string;
  error: ReturnType<typeof leadDetailMachine.getInitialSnapshot>["context"]["error"];
  send: ReturnType<typeof useActorRef<typeof leadDetailMachine>>["send"];
}

function LeadBody({ detail, me, busy, note, error, send }: LeadBodyProps) {
  const intl = useIntl();
  const fieldId = useId();
  const { lead } = detail;
  const when = (at: string) => `${formatDate(at, intl.locale)} ${formatTime(at, intl.locale)}`;
  const assignees: LeadPerson[] = [
    ...(me ? [{ id: me.id, name: me.name }] : []),
    ...(lead.assignee && lead.assignee.id !== me?.id ? [lead.assignee] : []),
  ];
  return (
    <>
      <dl>
        <dt>
          <FormattedMessage id="admin.leads.contact" />
        </dt>
        <dd dir="ltr">{[lead.email, lead.phone].filter(Boolean).join(", ")}</dd>
        {lead.subject && (
          <>
            <dt>
              <FormattedMessage id="admin.leads.subject" />
            </dt>
            <dd dir="auto">{lead.subject}</dd>
          </>
        )}
        {!detail.answers && (
          <>
            <dt>
              <FormattedMessage id="admin.leads.message" />
            </dt>
            <Message dir="auto">{lead.message}</Message>
          </>
        )}
        <dt>
          <FormattedMessage id="admin.leads.created" />
        </dt>
        <dd>
          <time dateTime={lead.created_at}>{when(lead.created_at)}</time>
          {lead.user_id && (
            <>
              {" · "}
              <FormattedMessage id="admin.leads.signedIn" />
            </>
          )}
        </dd>
      </dl>
      {/* A form's answers are the lead's message, label by label (the form builder). */}
      {detail.answers && <LeadFormAnswers answers={detail.answers} />}
      <Row>
        <span>
          <FormattedMessage id="admin.leads.status" />:{" "}
          <strong>
            <FormattedMessage id={`admin.leads.statuses.${lead.status}`} />
          </strong>
        </span>
        {detail.next_statuses.length > 0 && (
          <fieldset>
            <legend>
              <FormattedMessage id="admin.leads.moveTo" />
            </legend>
            {detail.next_statuses.map((status) => (
              <Button
                key={status}
                type="button"
                $tone="plain"
                disabled={busy}
                onClick={() => send({ type: "lead.status", status })}
              >
                <FormattedMessage id={`admin.leads.statuses.${status}`} />
              </Button>
            ))}
          </fieldset>
        )}
      </Row>
      <label htmlFor={`${fieldId}-assignee`}>
        <FormattedMessage id="admin.leads.assignTo" />{" "}
        <Select
          id={`${fieldId}-assignee`}
          value={lead.assignee?.id ?? ""}
          disabled={busy}
          onChange={(event) =>
            send({ type: "lead.assign", assigneeId: event.target.value || null })
          }
        >
          <option value="">{intl.formatMessage({ id: "admin.leads.nobody" })}</option>
          {assignees.map((person) => (
            <option key={person.id ?? ""} value={person.id ?? ""}>
              {person.id === me?.id ? intl.formatMessage({ id: "admin.leads.me" }) : person.name}
            </option>
          ))}
        </Select>
      </label>
      {error && <ErrorText code={error} />}
      <section>
        <h3>
          <FormattedMessage id="admin.leads.notes" />
        </h3>
        {detail.notes.length === 0 ? (
          <p>
            <FormattedMessage id="admin.leads.noNotes" />
          </p>
        ) : (
          <List>
            {detail.notes.map((entry) => (
              <li key={entry.id}>
                <Message as="p" dir="auto">
                  {entry.text}
                </Message>
                <small>
                  <bdi>{entry.author.name}</bdi> · <time dateTime={entry.at}>{when(entry.at)}</time>
                </small>
              </li>
            ))}
          </List>
        )}
        <NoteForm
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: "lead.note.add" });
          }}
        >
          <label htmlFor={`${fieldId}-note`}>
            <FormattedMessage id="admin.leads.note" />
            <TextArea
              id={`${fieldId}-note`}
              dir="auto"
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(event) => send({ type: "lead.note.change", text: event.target.value })}
            />
          </label>
          <div>
            <Button type="submit" disabled={busy || note.trim() === ""}>
              <FormattedMessage id="admin.leads.addNote" />
            </Button>
          </div>
        </NoteForm>
      </section>
      <section>
        <h3>
          <FormattedMessage id="admin.leads.audit" />
        </h3>
        {detail.audit.length === 0 ? (
          <p>
            <FormattedMessage id="admin.leads.noAudit" />
          </p>
        ) : (
          <List>
            {detail.audit.map((entry) => (
              <li key={entry.id}>
                <FormattedMessage
                  id="admin.leads.auditEntry"
                  values={{
                    actor: <bdi>{entry.actor.name}</bdi>,
                    action: intl.formatMessage({ id: `admin.leads.actions.${entry.action}` }),
                  }}
                />{" "}
                <small>
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </small>
              </li>
            ))}
          </List>
        )}
      </section>
    </>
  );
}

const Panel = styled.section`
  display: grid;
  gap: 1rem;
  padding: clamp(1rem, 4vw, 1.5rem);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2, h3 { margin: 0; }
  dl { display: grid; gap: 0.25rem; margin: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; }
  fieldset { display: flex; flex-wrap: wrap; gap: 0.5rem; border: 0; margin: 0; padding: 0; }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
`;

// Typed by a visitor or an administrator: line breaks kept, long words wrapped, no markup.
const Message = styled.dd`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-inline-start: 1.25rem;
`;

const NoteForm = styled.form`
  display: grid;
  gap: 0.5rem;
  label { display: grid; gap: 0.25rem; }
`;

const TextArea = styled.textarea`
  ${textFieldStyle}
  resize: vertical;
`;
