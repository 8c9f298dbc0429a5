import type { FastifyBaseLogger } from "fastify";

/** A code as the sandbox's outbox keeps it, for `getSandboxOtp`. */
export interface SentCode {
  code: string;
  expiresAt: Date;
  sentAt: Date;
}

export interface SmsSender {
  sendCode(userId: string, phone: string, code: string, expiresAt: Date): void;
  /** The last code sent to a user; only the sandbox can answer this. */
  lastCode(userId: string): SentCode | null;
}

/** `998901234567` → `998 90 *** ** 67`, as the client shows phone numbers. */
export function maskPhone(phone: string): string {
  if (!/^\d{12}$/.test(phone)) return "***";
  return `${phone.slice(0, 3)} ${phone.slice(3, 5)} *** ** ${phone.slice(10)}`;
}

/**
 * Delivery stand-in until an SMS gateway is chosen: the code goes to an outbox (read by the
 * sandbox endpoint, when it is on) and, outside production, to the log, so a person running
 * the demo with `npm start` can register. In production a code in a log line would be a
 * secret in the log: the line says a code was sent, not which.
 */
export function createSandboxSms(log: FastifyBaseLogger, printCodes: boolean): SmsSender {
  const outbox = new Map<string, SentCode>();
  return {
    sendCode(userId, phone, code, expiresAt) {
      outbox.set(userId, { code, expiresAt, sentAt: new Date() });
      if (printCodes) log.info(`sandbox sms to ${maskPhone(phone)}: code ${code}`);
      else log.warn(`sandbox sms to ${maskPhone(phone)}: no SMS gateway, code not delivered`);
    },
    lastCode(userId) {
      return outbox.get(userId) ?? null;
    },
  };
}
