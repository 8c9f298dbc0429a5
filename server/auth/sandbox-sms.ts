import type { FastifyBaseLogger } from "fastify";

export interface SentCode {
  code: string;
  expiresAt: Date;
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

/** Delivery stand-in until an SMS gateway is chosen: the code goes to the log and an outbox. */
export function createSandboxSms(log: FastifyBaseLogger): SmsSender {
  const outbox = new Map<string, SentCode>();
  return {
    sendCode(userId, phone, code, expiresAt) {
      outbox.set(userId, { code, expiresAt });
      log.info(`sandbox sms to ${maskPhone(phone)}: code ${code}`);
    },
    lastCode(userId) {
      return outbox.get(userId) ?? null;
    },
  };
}
