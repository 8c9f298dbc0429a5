import { randomBytes } from "node:crypto";
import type { Db } from "../db/database";
import { generatedSetting } from "../db/generated-setting";

const settingKey = "jwt_secret";

/**
 * The signing secret: JWT_SECRET when given, otherwise generated once and kept in settings so
 * tokens survive restarts and are shared by every instance on the same database.
 */
export async function loadSigningSecret(db: Db, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = await generatedSetting(db, settingKey, () =>
    randomBytes(48).toString("base64url"),
  );
  return new TextEncoder().encode(generated);
}
