/** Chromium's trace event format, as much of it as the start-up profile reads. */
export interface TraceEvent {
  name: string;
  cat: string;
  /** B/E begin and end, X complete (with dur), I/R/n instant, M metadata, P sample. */
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds on the trace clock. */
  ts: number;
  dur?: number;
  id?: string | number;
  args?: Record<string, unknown>;
}
