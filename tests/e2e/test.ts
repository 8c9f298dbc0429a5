import { test as base, expect } from "@playwright/test";

/**
 * Playwright's `test`, failing any test whose pages logged a missing or broken message: the app
 * logs them in every build (src/app/App.tsx), and the production build splits each language's
 * messages by the code that uses them (build/message-groups.mjs), so a page that renders an id
 * its chunk's messages lack shows here rather than to a person as a raw id.
 */
export const test = base.extend<{ messagesComplete: undefined }>({
  messagesComplete: [
    async ({ context }, use) => {
      const broken: string[] = [];
      context.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("@formatjs/intl Error")) {
          broken.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(broken, "messages the pages could not show").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
