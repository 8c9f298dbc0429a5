import type { FastifyBaseLogger } from "fastify";
import type { SentCode } from "./sandbox-sms";

export interface EmailSender {
  sendCode(userId: string, email: string, code: string, expiresAt: Date): void;
  /** The last code mailed to a user; only the sandbox can answer this. */
  lastCode(userId: string): SentCode | null;
}

const STARS = "*****";

/**
 * SPEC.md section 9's email masking, as the client's `maskEmail` (src/lib/format/email.ts)
 * does it: a local part of 3 characters or fewer shows `***`; a longer one keeps its first
 * half (rounded down) and last two characters around five stars. Counted in code points.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = Array.from(at === -1 ? email : email.slice(0, at));
  const domain = at === -1 ? "" : email.slice(at);
  if (local.length <= 3) return `***${domain}`;
  const head = local.slice(0, Math.floor(local.length / 2)).join("");
  return `${head}${STARS}${local.slice(-2).join("")}${domain}`;
}

/**
 * Delivery stand-in until a mail service is chosen, like the SMS one (sandbox-sms.ts): the
 * code goes to an outbox the sandbox endpoint reads and, outside production, to the log; in
 * production the line says a code was mailed, never which.
 */
export function createSandboxEmail(log: FastifyBaseLogger, printCodes: boolean): EmailSender {
  const outbox = new Map<string, SentCode>();
  return {
    sendCode(userId, email, code, expiresAt) {
      outbox.set(userId, { code, expiresAt, sentAt: new Date() });
      if (printCodes) log.info(`sandbox email to ${maskEmail(email)}: code ${code}`);
      else log.warn(`sandbox email to ${maskEmail(email)}: no mail service, code not delivered`);
    },
    lastCode(userId) {
      return outbox.get(userId) ?? null;
    },
  };
}
