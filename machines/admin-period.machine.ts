import { assign, setup } from "xstate";
import type { AdminPeriodDays } from "../sdk";
import {
  customPeriodProblem,
  DEFAULT_PERIOD,
  type PeriodProblem,
  type PeriodQuery,
} from "./admin-period";

/**
 * The period picker of the dashboard and finance pages: a preset (7, 30 or 90 days) applies at
 * once; `custom` opens two dates that apply only when they make a period the server accepts
 * (the same rules and codes as server/domains/admin/period.ts), else the problem is shown
 * beside them and the period on screen stays.
 */

export interface AdminPeriodContext {
  /** The period the page shows. */
  period: PeriodQuery;
  /** The custom dates being edited, kept when switching back and forth. */
  from: string;
  to: string;
  problem: PeriodProblem | null;
}

export type AdminPeriodEvent =
  | { type: "period.preset"; days: AdminPeriodDays }
  | { type: "period.custom" }
  | { type: "period.edit"; from?: string; to?: string }
  | { type: "period.apply" };

export const adminPeriodMachine = setup({
  types: {
    context: {} as AdminPeriodContext,
    events: {} as AdminPeriodEvent,
    input: {} as { period?: PeriodQuery },
  },
  guards: {
    customIsValid: ({ context }) => customPeriodProblem(context.from, context.to) === null,
    isPreset: ({ context }) => "days" in context.period,
  },
}).createMachine({
  id: "adminPeriod",
  context: ({ input }) => {
    const period = input.period ?? DEFAULT_PERIOD;
    return {
      period,
      from: "from" in period ? period.from : "",
      to: "to" in period ? period.to : "",
      problem: null,
    };
  },
  initial: "choosing",
  on: {
    "period.preset": {
      target: ".preset",
      actions: assign({ period: ({ event }) => ({ days: event.days }), problem: null }),
    },
  },
  states: {
    choosing: {
      always: [{ guard: "isPreset", target: "preset" }, { target: "custom" }],
    },
    preset: {
      on: { "period.custom": { target: "custom" } },
    },
    custom: {
      on: {
        "period.edit": {
          actions: assign({
            from: ({ context, event }) => event.from ?? context.from,
            to: ({ context, event }) => event.to ?? context.to,
            problem: null,
          }),
        },
        "period.apply": [
          {
            guard: "customIsValid",
            actions: assign({
              period: ({ context }) => ({ from: context.from, to: context.to }),
              problem: null,
            }),
          },
          {
            actions: assign({
              problem: ({ context }) => customPeriodProblem(context.from, context.to),
            }),
          },
        ],
      },
    },
  },
});
