import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import type { CallFrame } from "./cpu-profile";
import { repositoryPath } from "./source-owner";

/** The source of a chunk's code that no module wrote: the bundler's own helpers. */
export const BUNDLER_RUNTIME = "(esbuild runtime)";

/** Where a function of a built chunk came from. */
export interface OriginalPosition {
  /** Relative to the repository: src/app/first-load.ts, node_modules/react-dom/... */
  source: string;
  /** 1-based. */
  line: number;
  /** The name the map records at the function's start, when it records one. */
  name: string | undefined;
}

/**
 * Maps call frames of the production chunks back to their modules with the build's source
 * maps (BUILD_SOURCEMAP=external writes them to dist/sourcemaps/assets/NAME.js.map).
 */
export class ChunkSourceMaps {
  readonly #consumers = new Map<string, SourceMapConsumer | null>();
  readonly #dir: string;
  readonly #origin: string;

  constructor(sourceMapsDir: string, origin: string) {
    this.#dir = sourceMapsDir;
    this.#origin = origin;
  }

  /** The chunks the profile ran that have no map (a build without BUILD_SOURCEMAP). */
  readonly unmapped = new Set<string>();

  resolve(frame: CallFrame): OriginalPosition | undefined {
    if (!frame.url.startsWith(`${this.#origin}/assets/`) || frame.lineNumber < 0) return undefined;
    const consumer = this.#consumer(frame.url);
    if (!consumer) return undefined;
    const at = { line: frame.lineNumber + 1, column: Math.max(0, frame.columnNumber) };
    // V8 puts a function at its parameter list; the map's nearest segment before it is
    // almost always the function itself, otherwise the nearest after.
    let found = consumer.originalPositionFor({
      ...at,
      bias: SourceMapConsumer.GREATEST_LOWER_BOUND,
    });
    if (!found.source) {
      found = consumer.originalPositionFor({ ...at, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
    }
    // esbuild maps no source for the code it writes itself: its runtime (__commonJS, __export).
    if (!found.source) return { source: BUNDLER_RUNTIME, line: 0, name: undefined };
    return {
      source: repositoryPath(found.source),
      line: found.line,
      name: found.name ?? undefined,
    };
  }

  #consumer(url: string): SourceMapConsumer | null {
    let consumer = this.#consumers.get(url);
    if (consumer === undefined) {
      const file = path.join(this.#dir, `${new URL(url).pathname}.map`);
      consumer = existsSync(file)
        ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8")))
        : null;
      if (!consumer) this.unmapped.add(new URL(url).pathname);
      this.#consumers.set(url, consumer);
    }
    return consumer;
  }
}
