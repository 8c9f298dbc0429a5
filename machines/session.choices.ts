import type { Profile, ProfileUpdate } from "../sdk";

/** The chosen language and currency that differ from the profile's; null when none does. */
export function differingChoices(
  changes: ProfileUpdate | null,
  user: Profile | null,
): ProfileUpdate | null {
  if (!changes || !user) return null;
  const differing: ProfileUpdate = {
    ...(changes.lang !== undefined && changes.lang !== user.lang ? { lang: changes.lang } : {}),
    ...(changes.currency !== undefined && changes.currency !== user.currency.id
      ? { currency: changes.currency }
      : {}),
  };
  return Object.keys(differing).length > 0 ? differing : null;
}
