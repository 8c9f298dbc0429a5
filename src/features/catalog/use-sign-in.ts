import { useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { signInPath } from "../../../machines/next-path";
import { useActors } from "../../lib/actors-context";

/**
 * What a favourite or feedback machine needs to know about the person: whether they are
 * signed in, and how to send a visitor to sign in and back to this very page (path and query).
 * The functions are handed to a machine once, so they read the session and the location when
 * called, not when created.
 */
export function useSignIn() {
  const { session } = useActors();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const here = useRef("");
  here.current = search ? `${path}?${search}` : path;
  const effects = useRef({
    isSignedIn: () => session.getSnapshot().matches("signedIn"),
    askToSignIn: () => navigate(signInPath(here.current)),
  });
  return effects.current;
}
