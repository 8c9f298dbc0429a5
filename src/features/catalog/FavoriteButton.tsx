import { useActorRef, useSelector } from "@xstate/react";
import { useRef } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { createFavoriteActors, type FavoriteTarget } from "../../../machines/catalog.actors";
import { favoriteMachine } from "../../../machines/favorite.machine";
import { Button } from "../../components/Button";
import { HeartIcon } from "../../components/icons/catalog-icons";
import { useActors } from "../../lib/actors-context";
import { useSignIn } from "./use-sign-in";

interface FavoriteButtonProps {
  target: FavoriteTarget;
  saved: boolean;
  /**
   * `toggle` (a detail page): a pressed/not pressed button. `remove` (the favourites page): a
   * plain button that takes the item out.
   */
  variant?: "toggle" | "remove";
  /** Told after a change is stored, e.g. for the favourites page to drop the card. */
  onChanged?: (saved: boolean) => void;
}

/** Save to or remove from favourites; a visitor is asked to sign in and comes back here. */
export function FavoriteButton({
  target,
  saved,
  variant = "toggle",
  onChanged,
}: FavoriteButtonProps) {
  const { api } = useActors();
  const signIn = useSignIn();
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const actor = useActorRef(
    favoriteMachine.provide({
      actors: createFavoriteActors(api, target),
      actions: {
        askToSignIn: signIn.askToSignIn,
        changed: (_, params) => changed.current?.(params.saved),
      },
      guards: { isSignedIn: signIn.isSignedIn },
    }),
    { input: { saved } },
  );
  const isSaved = useSelector(actor, (s) => s.context.saved);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const toggle = () => actor.send({ type: "favorite.toggle" });

  if (variant === "remove") {
    return (
      // Once removed it stays so (a second press would save it again) until the list reloads.
      <Button
        type="button"
        $tone="plain"
        onClick={toggle}
        disabled={busy || !isSaved}
        aria-busy={busy}
      >
        <FormattedMessage id="favorite.remove" />
      </Button>
    );
  }
  return (
    <Button type="button" $tone="plain" onClick={toggle} aria-pressed={isSaved} aria-busy={busy}>
      <Heart aria-hidden="true" $on={isSaved}>
        <HeartIcon filled={isSaved} />
      </Heart>
      {/* The words say the state as well as the pressed look: "Saved to favourites". */}
      <FormattedMessage id={isSaved ? "favorite.saved" : "favorite.save"} />
    </Button>
  );
}

const Heart = styled.span<{ $on: boolean }>`
  font-size: 1.25rem;
  line-height: 1;
  color: ${({ theme, $on }) => ($on ? theme.color.danger : "inherit")};
`;
