const STARS = "*****";

/**
 * SPEC.md section 9: hides most of an email's local part so it can be shown back to its owner
 * (e.g. "we sent a code to …") without revealing it to someone looking over their shoulder.
 * A local part of 3 characters or fewer shows `***`; a longer one keeps its first half (rounded
 * down) and last two characters around five stars, whatever its real length, so the stars
 * leak nothing: `abcdefgh@x.uz` → `abcd*****gh@x.uz`. The domain stays readable.
 *
 * Characters are counted as code points so a non-ASCII local part is never split mid-character.
 * A value without `@` is treated as a bare local part rather than shown unmasked.
 */
export function maskEmail(email: string): string {
  if (email === "") return "";
  const at = email.lastIndexOf("@");
  const local = Array.from(at === -1 ? email : email.slice(0, at));
  const domain = at === -1 ? "" : email.slice(at);
  if (local.length <= 3) return `***${domain}`;
  const head = local.slice(0, Math.floor(local.length / 2)).join("");
  const tail = local.slice(-2).join("");
  return `${head}${STARS}${tail}${domain}`;
}
