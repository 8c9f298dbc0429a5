import { type InputHTMLAttributes, Suspense, useState } from "react";
import styled from "styled-components";
import type { LazyComponent } from "../lib/lazy-component";
import { numericFieldStyle } from "./numeric-field-style";

interface LazyFieldProps<P extends { autoFocus?: boolean }> {
  /** The field, in a chunk fetched after the page has loaded (lazyComponent's `notBefore`). */
  field: LazyComponent<P>;
  props: P;
  /** The stand-in's attributes: the field's own, and its value as the field would show it. */
  standIn: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A masked field whose code (imask) is in no page's first download: until it arrives, a
 * read-only input of the same look holds its place and shows the value. Touching or focusing
 * the stand-in fetches the field at once, and a stand-in that had the focus hands it on. The
 * price fields (LazyNumericInput) and the digit fields (MaskedInput) are both this.
 */
export function LazyField<P extends { autoFocus?: boolean }>({
  field: Field,
  props,
  standIn,
}: LazyFieldProps<P>) {
  const [hadFocus, setHadFocus] = useState(false);
  // A failed fetch is the field's own render's to report (the error boundary tells the
  // build-update machine): the early fetch only starts it sooner.
  const fetchNow = () => {
    Field.preload().catch(() => {});
  };
  return (
    <Suspense
      fallback={
        <StandIn
          {...standIn}
          readOnly
          dir="ltr"
          onPointerDown={fetchNow}
          onFocus={() => {
            setHadFocus(true);
            fetchNow();
          }}
          onBlur={() => setHadFocus(false)}
        />
      }
    >
      <Field {...props} autoFocus={hadFocus || props.autoFocus} />
    </Suspense>
  );
}

const StandIn = styled.input`
  ${numericFieldStyle}
`;
