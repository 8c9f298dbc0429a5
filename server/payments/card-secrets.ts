import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { Db } from "../db/database";
import { generatedSetting } from "../db/generated-setting";

const settingKey = "card_token_key";

/**
 * What keeps cards unreadable at rest: the processor's card tokens are sealed with AES-256-GCM
 * (a token is what charges a card, so a copy of the database must not be able to), and a card
 * number is kept only as a keyed fingerprint, enough to tell a card already bound.
 */
export interface CardSecrets {
  seal(token: string): string;
  open(sealed: string): string;
  fingerprint(cardNumber: string): string;
}

function subkey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), `bozor/${purpose}`, 32));
}

export function cardSecrets(master: Buffer): CardSecrets {
  const sealing = subkey(master, "card-token");
  const fingerprinting = subkey(master, "card-fingerprint");
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", sealing, iv);
      const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) {
        throw new Error("a sealed card token in an unknown format");
      }
      const decipher = createDecipheriv("aes-256-gcm", sealing, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
    fingerprint(cardNumber) {
      return createHmac("sha256", fingerprinting).update(cardNumber).digest("base64url");
    },
  };
}

/**
 * CARD_TOKEN_KEY when given (any long random text; production must give it and keep it apart
 * from database backups), otherwise one generated once and kept in settings, so that tokens
 * survive restarts and every instance on the database reads them.
 */
export async function loadCardSecrets(db: Db, configured: string | null): Promise<CardSecrets> {
  if (configured) return cardSecrets(Buffer.from(configured, "utf8"));
  const generated = await generatedSetting(db, settingKey, () =>
    randomBytes(32).toString("base64url"),
  );
  return cardSecrets(Buffer.from(generated, "base64url"));
}
