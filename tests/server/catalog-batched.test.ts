import { describe, expect, it } from "vitest";
import { batched } from "../../server/shared/batched";

describe("batched", () => {
  it("reads keys asked together, and those asked while a batch is read in the next", async () => {
    const batches: string[][] = [];
    const load = batched(async (keys: string[]) => {
      batches.push(keys);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Map(keys.filter((k) => k !== "missing").map((k) => [k, k.toUpperCase()]));
    });
    const together = ["a", "b"].map((key) => load(key));
    // Asked once the first batch has started (after the pending I/O, as a next request is).
    await new Promise((resolve) => setImmediate(resolve));
    const rest = ["b", "c", "b", "missing"].map((key) => load(key));
    expect(await Promise.all([...together, ...rest])).toEqual(["A", "B", "B", "C", "B", undefined]);
    expect(batches).toEqual([
      ["a", "b"],
      ["b", "c", "missing"],
    ]);
    // Asked after both batches ended: read afresh.
    expect(await load("a")).toBe("A");
    expect(batches).toHaveLength(3);
  });

  it("fails every key of a failed batch, and reads the next one anyway", async () => {
    let calls = 0;
    const load = batched(async (keys: number[]) => {
      calls += 1;
      if (calls === 2) throw new Error("database down");
      return new Map(keys.map((k) => [k, k * 2]));
    });
    const first = load(1);
    await new Promise((resolve) => setImmediate(resolve));
    const failing = [load(2), load(3)];
    expect(await first).toBe(2);
    for (const promise of failing) await expect(promise).rejects.toThrow("database down");
    expect(await load(4)).toBe(8);
  });
});
