import { useSelector } from "@xstate/react";
import { useIntl } from "react-intl";
import styled, { keyframes } from "styled-components";
import { LOADING_BAR_TIMINGS } from "../../../machines/loading-bar.machine";
import { useActors } from "../../lib/actors-context";

/** The thin bar at the top while requests or code chunks load; all timing is the machine's. */
export function LoadingBar() {
  const { loadingBar } = useActors();
  const intl = useIntl();
  const visible = useSelector(loadingBar, (s) => s.hasTag("visible"));
  const phase = useSelector(loadingBar, (s) =>
    s.matches("error") ? "error" : s.matches("finished") ? "finished" : "loading",
  );
  return (
    <Track
      role="progressbar"
      aria-label={intl.formatMessage({ id: "loading.label" })}
      aria-hidden={!visible}
      $visible={visible}
    >
      {visible && <Fill $phase={phase} />}
    </Track>
  );
}

const grow = keyframes`from { inline-size: 0; } to { inline-size: 90%; }`;

const Track = styled.div<{ $visible: boolean }>`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  block-size: 3px;
  z-index: 100;
  pointer-events: none;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${LOADING_BAR_TIMINGS.resetDelay}ms ease;
`;

const Fill = styled.div<{ $phase: "loading" | "finished" | "error" }>`
  block-size: 100%;
  background: ${({ theme, $phase }) => ($phase === "error" ? theme.color.danger : theme.color.primary)};
  inline-size: ${({ $phase }) => ($phase === "loading" ? "90%" : "100%")};
  animation: ${({ $phase }) => ($phase === "loading" ? grow : "none")} ${LOADING_BAR_TIMINGS.duration}ms ease-out;
  transition: inline-size 200ms ease;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
