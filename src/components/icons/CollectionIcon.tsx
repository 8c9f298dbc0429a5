import type { IconifyIcon } from "@iconify/types";
import { iconToSVG } from "@iconify/utils/lib/svg/build";
import { useActorRef, useSelector } from "@xstate/react";
import styled, { keyframes } from "styled-components";
import { fromPromise } from "xstate";
import { iconMachine } from "../../../machines/icon.machine";
import type { LoadedIcon } from "../../../machines/icon-loader";
import { iconLoader } from "../../lib/icon-loader";

export interface CollectionIconProps {
  /** `collection:name`, as Iconify names icons (`mdi:storefront-outline`). */
  icon: string;
  /** Said to screen readers; without it the icon is decoration beside words that say it. */
  label?: string;
  className?: string;
}

/**
 * An icon of an Iconify collection served by our icon endpoint, loaded through the app's icon
 * loader with every other icon the screen asks for at the same time. While it loads, a spinner
 * turns once every 750 ms (SPEC section 9) in its place; a missing one keeps its space empty.
 * Like Icon.tsx it is 1em and takes the text's colour.
 */
export function CollectionIcon(props: CollectionIconProps) {
  // A new name is a new actor: the machine never changes the icon it loads.
  return <LoadingIcon key={props.icon} {...props} />;
}

function LoadingIcon({ icon, label, className }: CollectionIconProps) {
  const loader = iconLoader();
  const actor = useActorRef(
    iconMachine.provide({ actors: { load: fromPromise(({ input }) => loader.load(input)) } }),
    { input: { icon, cached: loader.peek(icon) } },
  );
  const data = useSelector(actor, (s) => (s.matches("ready") ? s.context.data : null));
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const named = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  if (data) return <DrawnIcon data={data} className={className} named={named} />;
  return (
    <Svg viewBox="0 0 24 24" width="1em" height="1em" className={className} {...named}>
      {loading ? <Spinner d={SPINNER} fill="currentColor" /> : null}
    </Svg>
  );
}

function DrawnIcon({
  data,
  className,
  named,
}: {
  data: LoadedIcon;
  className?: string;
  named: Record<string, unknown>;
}) {
  const { attributes, body } = iconToSVG(data as IconifyIcon);
  return (
    <Svg
      viewBox={attributes.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      className={className}
      {...named}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG body of an icon package the server carries, answered by our own endpoint and checked against the contract
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

// Material Design Icons' "loading" arc (Apache License 2.0).
const SPINNER = "M12 4V2A10 10 0 0 0 2 12h2a8 8 0 0 1 8-8";

const turn = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.path`
  transform-origin: 12px 12px;
  animation: ${turn} 750ms linear infinite;
`;

const Svg = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: -0.125em;
`;
