import type { LeadStatus } from "../../db/schema";

/**
 * Where a lead may go from each status: worked on, then won or lost; a closed lead may be
 * reopened (a customer who comes back). Staying put is no transition: a second click on the
 * same status must not add an audit entry that says nothing changed.
 */
const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["in_progress", "won", "lost"],
  in_progress: ["won", "lost"],
  won: ["in_progress"],
  lost: ["in_progress"],
};

export function nextStatuses(status: LeadStatus): LeadStatus[] {
  return [...NEXT[status]];
}

export function mayMove(from: LeadStatus, to: LeadStatus): boolean {
  return NEXT[from].includes(to);
}
