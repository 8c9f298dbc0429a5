import { type FormEvent, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { controlBox } from "../../components/form-controls";

interface SearchBoxProps {
  /** The words the URL searches for; give the box a `key` from it so Back refills it. */
  query: string | null;
  /** Message id of the field's label, e.g. "Search products". */
  labelId: string;
  onSearch: (query: string) => void;
}

/**
 * The words to search for. The search runs when the person submits (Enter or the button),
 * not on every keystroke: each search is an entry in the history that Back returns to, and a
 * cheap phone on a slow network should not fetch a page per letter.
 */
export function SearchBox({ query, labelId, onSearch }: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(query ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      <Row>
        <Input
          id={id}
          type="search"
          name="q"
          dir="auto"
          value={text}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{intl.formatMessage({ id: "search.box.submit" })}</Button>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-block-end: 1rem;
  label { font-weight: 600; }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Input = styled.input`
  flex: 1;
  min-inline-size: 0;
  ${controlBox}
  padding-inline: 0.75rem;
`;
