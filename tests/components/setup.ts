import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * Set-up for the client project. jsdom has <dialog> but not its modal methods: these do what
 * the tests can observe (the `open` attribute, the close event); the browser's real behaviour
 * is covered by the e2e run. Each test starts from an empty document.
 */
// A suite that runs in node (`@vitest-environment node`) has no DOM to polyfill.
const dialog = typeof HTMLDialogElement === "undefined" ? null : HTMLDialogElement.prototype;
if (dialog && typeof dialog.showModal !== "function") {
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  dialog.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

afterEach(cleanup);

// A page's first lazy chunk is transformed on demand the first time a test imports it, which
// on a busy two-core machine takes longer than findBy's default second: wait up to five.
configure({ asyncUtilTimeout: 5000 });
