import { hash, verify } from "@node-rs/argon2";
import type { PasswordHashingConfig } from "../config";

// @node-rs/argon2 defaults to argon2id.
export function hashPassword(password: string, config: PasswordHashingConfig): Promise<string> {
  return hash(password, { memoryCost: config.memoryCost, timeCost: config.timeCost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
