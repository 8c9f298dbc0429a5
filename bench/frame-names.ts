import {
  type CallFrame,
  type CpuProfile,
  nearestOwner,
  type ProfileNode,
  PSEUDO_FUNCTIONS,
  type Sample,
} from "./cpu-profile";
import { BUNDLER_RUNTIME, type ChunkSourceMaps } from "./source-maps";
import { ownerOf } from "./source-owner";

/**
 * Names the nodes of one page's CPU profile: the owner its self time counts for, and its
 * function with the module and line it came from, through the build's source maps.
 */
export class ProfileNames {
  readonly #profile: CpuProfile;
  readonly #maps: ChunkSourceMaps;
  readonly #origin: string;

  readonly #owners = new Map<number, string>();
  readonly #functions = new Map<number, string>();

  constructor(profile: CpuProfile, maps: ChunkSourceMaps, origin: string) {
    this.#profile = profile;
    this.#maps = maps;
    this.#origin = origin;
  }

  /**
   * The owner of a node's self time. A native function (appendChild, JSON.parse) and the
   * bundler's helpers count for their nearest caller with code of its own: esbuild's
   * __commonJS wrapper, say, shows the time V8 takes to compile the module it is about to run
   * (react-dom's client, required by react-dom), and that is the caller's package.
   */
  owner(node: ProfileNode): string {
    let owner = this.#owners.get(node.id);
    if (owner === undefined) {
      owner = this.#ownerOf(node);
      this.#owners.set(node.id, owner);
    }
    return owner;
  }

  /** The node's own function; a native one or a bundler helper names its caller too. */
  function(node: ProfileNode): string {
    let name = this.#functions.get(node.id);
    if (name === undefined) {
      name = this.#functionOf(node);
      this.#functions.set(node.id, name);
    }
    return name;
  }

  /**
   * The source line a sample was at (V8 records the position inside the running function),
   * or the function when it has none (a native function, code without a map).
   */
  line(node: ProfileNode, sample: Sample): string {
    const frame = node.callFrame;
    if (
      sample.line === undefined ||
      !this.#ownsTime(frame) ||
      PSEUDO_FUNCTIONS.has(frame.functionName)
    ) {
      return this.function(node);
    }
    const at = { ...frame, lineNumber: sample.line - 1, columnNumber: (sample.column ?? 1) - 1 };
    const position = this.#maps.resolve(at);
    if (!position || position.source === BUNDLER_RUNTIME) return this.function(node);
    const name = position.name ? ` (${position.name})` : "";
    return `${position.source}:${position.line}${name}  in ${this.#nameOf(frame)}`;
  }

  #ownerOf(node: ProfileNode): string {
    const owning = nearestOwner(this.#profile, node, (frame) => this.#ownsTime(frame));
    const frame = (owning ?? node).callFrame;
    if (PSEUDO_FUNCTIONS.has(frame.functionName)) return frame.functionName;
    // Scripts without a URL: Playwright's helpers in every document, code made by eval.
    if (frame.url === "") return "(script without URL)";
    if (!frame.url.startsWith(this.#origin)) return frame.url;
    const position = this.#maps.resolve(frame);
    if (position) return ownerOf(position.source);
    const { pathname } = new URL(frame.url);
    return pathname.startsWith("/assets/")
      ? `${pathname.slice(1)} (no map)`
      : // The page itself: the first paint inlined into index.html.
        "src/shell (inline in index.html)";
  }

  #functionOf(node: ProfileNode): string {
    const own = this.#describe(node.callFrame);
    if (this.#ownsTime(node.callFrame)) return own;
    const parent = node.parent === undefined ? undefined : this.#profile.nodes.get(node.parent);
    const caller = parent && nearestOwner(this.#profile, parent, (frame) => this.#ownsTime(frame));
    return caller ? `${own} <- ${this.#describe(caller.callFrame)}` : own;
  }

  #ownsTime(frame: CallFrame): boolean {
    if (PSEUDO_FUNCTIONS.has(frame.functionName)) return true;
    if (frame.url === "") return false;
    return this.#maps.resolve(frame)?.source !== BUNDLER_RUNTIME;
  }

  /** The minified name says nothing; the map's name at the function's start often does. */
  #nameOf(frame: CallFrame): string {
    const position = frame.url === "" ? undefined : this.#maps.resolve(frame);
    return position?.name ?? (frame.functionName || "(anonymous)");
  }

  #describe(frame: CallFrame): string {
    const name = frame.functionName || "(anonymous)";
    if (PSEUDO_FUNCTIONS.has(frame.functionName)) return name;
    if (frame.url === "") return `${name} (native)`;
    const position = this.#maps.resolve(frame);
    if (position && position.source !== BUNDLER_RUNTIME) {
      return `${this.#nameOf(frame)}  ${position.source}:${position.line}`;
    }
    const where = frame.url.startsWith(this.#origin)
      ? frame.url.slice(this.#origin.length)
      : frame.url;
    const label = position ? `${BUNDLER_RUNTIME} ` : "";
    return `${name}  ${label}${where}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  }
}
