import { useSelector } from "@xstate/react";
import { Suspense } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useActors } from "../../lib/actors-context";
import { lazyComponent } from "../../lib/lazy-component";

// Most visits never show a toast: the cards load with the first one.
const ToastCards = lazyComponent(
  () => import("./deferred-ui"),
  (m) => m.ToastCards,
);

/**
 * The region toasts appear in. It is always on the page, so assistive technology already
 * knows it when the first card (role alert or status) is added to it.
 */
export function ToastStack() {
  const { toasts } = useActors();
  const intl = useIntl();
  const any = useSelector(toasts, (s) => s.context.toasts.length > 0);
  return (
    <Region aria-label={intl.formatMessage({ id: "toast.region" })}>
      {any && (
        <Suspense fallback={null}>
          <ToastCards />
        </Suspense>
      )}
    </Region>
  );
}

const Region = styled.section`
  position: fixed;
  inset-block-end: 1rem;
  inset-inline-end: 1rem;
  z-index: 50;
  display: grid;
  gap: 0.5rem;
  inline-size: min(24rem, calc(100vw - 2rem));
`;
