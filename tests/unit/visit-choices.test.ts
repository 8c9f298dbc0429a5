import { describe, expect, it } from "vitest";
import { keepVisitChoices, readVisitChoices } from "../../src/app/effects/visit-choices";
import { STORAGE_KEYS } from "../../src/lib/storage-keys";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the visit's unsaved choices", () => {
  it("are kept for the tab and read back, and forgotten once the profile took them", () => {
    const storage = memoryStorage();
    keepVisitChoices(storage, { lang: "en", currency: 2 });
    expect(readVisitChoices(storage)).toEqual({ lang: "en", currency: 2 });
    keepVisitChoices(storage, null);
    expect(storage.getItem(STORAGE_KEYS.visitChoices)).toBeNull();
    expect(readVisitChoices(storage)).toBeNull();
  });

  it.each([
    ["not JSON", "{lang:"],
    ["not an object", '"en"'],
    ["a language outside the four", '{"lang":"de"}'],
    ["a currency that is no id", '{"currency":-1}'],
    ["a fractional currency", '{"currency":1.5}'],
  ])("ignore what this app did not write: %s", (_, text) => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.visitChoices, text);
    expect(readVisitChoices(storage)).toBeNull();
  });
});
