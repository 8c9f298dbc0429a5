/**
 * A path of this site: one "/" and no control characters. "//evil.example" and
 * "/\evil.example" are other hosts to a browser, and URL parsers drop tabs and newlines, so
 * "/\t/evil.example" would become one too; "https://…" and "javascript:…" are not paths at all.
 */
const SITE_PATH = /^\/(?![/\\])\P{Cc}*$/u;

/**
 * Where to go after signing in, from a `next` the URL carried (`/?action=login&next=…`): only
 * a path of this site, or null, so signing in can never send the person elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  return next && SITE_PATH.test(next) ? next : null;
}

/**
 * Where signing in leads: `next` when it is a path of this site, else the profile. A person
 * already signed in who opens the sign-in dialog's address is sent there too (the dialog has
 * nothing to do for them).
 */
export function afterSignInPath(next: string | null | undefined): string {
  return safeNextPath(next) ?? "/profile";
}

/** The sign-in dialog, asked to return to `path` (a path with its query) afterwards. */
export function signInPath(path: string): string {
  return `/?action=login&next=${encodeURIComponent(path)}`;
}
