/**
 * The pages of the sandbox's OpenID provider: its sign-in form and its error page. They are the
 * provider's, not Bozor's, so they stand apart from the app: plain HTML, no script, in English
 * (a tester's tool; the app's own pages speak the person's language).
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** No script, no outside resource; the form posts only to this provider. */
export const pageSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #f1f5f9; color: #0f172a; }
  main { max-width: 26rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  p { color: #475569; margin: 0 0 1rem; }
  form { display: grid; gap: 1rem; }
  label { display: grid; gap: .35rem; font-weight: 600; }
  input[type=email] { font: inherit; padding: .6rem .75rem; border: 1px solid #94a3b8; border-radius: 8px; }
  .check { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
  .actions { display: flex; gap: .75rem; justify-content: flex-end; }
  button { font: inherit; font-weight: 600; padding: .6rem 1.1rem; border-radius: 8px; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
  button[value=cancel] { background: #fff; color: #1d4ed8; }
  .error { color: #b91c1c; font-weight: 600; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

interface SignInForm {
  providerName: string;
  /** Where the form posts: this sign-in's own interaction path. */
  action: string;
  email?: string;
  /** The address typed was not one. */
  invalid?: boolean;
}

export function signInPage({ providerName, action, email = "", invalid = false }: SignInForm) {
  return page(
    providerName,
    `<h1>${escapeHtml(providerName)}</h1>
<p>A test sign-in for the Bozor demo. Type any email address: nobody checks it, and no message is sent.</p>
<form method="post" action="${escapeHtml(action)}">
  <label>Email
    <input type="email" name="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}"${invalid ? ' aria-invalid="true" aria-describedby="email-error"' : ""} autofocus>
  </label>
  ${invalid ? '<p class="error" id="email-error">Type an email address, such as name@example.com.</p>' : ""}
  <label class="check"><input type="checkbox" name="verified" value="yes" checked> The provider has verified this address</label>
  <div class="actions">
    <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    <button type="submit" name="action" value="sign-in">Sign in</button>
  </div>
</form>`,
  );
}

export function errorPage(providerName: string, message: string, backTo: string): string {
  return page(
    providerName,
    `<h1>${escapeHtml(providerName)}</h1>
<p class="error">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backTo)}">Back to Bozor</a></p>`,
  );
}
