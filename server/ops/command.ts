/**
 * What the operations commands share: their arguments as `node build.mjs --run F.ts ARGS`
 * hands them over, and one convention for endings: 0 done, 1 refused or failed (a message
 * says why), 2 bad usage (the usage is printed).
 */

/** Wrong arguments or settings: the usage is printed and the exit code is 2. */
export class UsageError extends Error {}

/** Refused or failed for a reason the message states: exit code 1, no stack trace. */
export class CommandFailure extends Error {}

/** The arguments after the tool's own file (`build.mjs --run server/ops/backup.ts ARGS`). */
export function commandArguments(argv: readonly string[] = process.argv): string[] {
  const run = argv.indexOf("--run");
  return run >= 0 ? argv.slice(run + 2) : argv.slice(2);
}

/**
 * Runs a command and sets the exit code; never calls process.exit, so build.mjs removes its
 * bundle after.
 */
export async function runCommand(
  name: string,
  usage: string,
  main: (args: string[]) => Promise<void>,
): Promise<void> {
  const args = commandArguments();
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    return;
  }
  try {
    await main(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${name}: ${error.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof CommandFailure) {
      console.error(`${name}: ${error.message}`);
      process.exitCode = 1;
    } else {
      console.error(`${name}: failed:`, error);
      process.exitCode = 1;
    }
  }
}

/** Splits `--flags` from the positional arguments; an unknown flag is a usage error. */
export function parseArguments(
  args: readonly string[],
  knownFlags: readonly string[],
): { flags: Set<string>; positional: string[] } {
  const flags = new Set<string>();
  const positional: string[] = [];
  for (const arg of args) {
    if (arg.startsWith("-") && arg !== "-") {
      if (!knownFlags.includes(arg)) throw new UsageError(`unknown option ${arg}`);
      flags.add(arg);
    } else {
      positional.push(arg);
    }
  }
  return { flags, positional };
}
