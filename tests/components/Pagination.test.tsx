import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGINATION_BUTTON_SIZE, Pagination, pageItems } from "../../src/components/Pagination";
import { lightTheme } from "../../src/lib/theme/theme";

afterEach(cleanup);

function renderPagination(page: number, pageCount: number) {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={lightTheme}>
      <Pagination
        page={page}
        pageCount={pageCount}
        onChange={onChange}
        label="Sahifalar"
        previousLabel="Oldingi sahifa"
        nextLabel="Keyingi sahifa"
      />
    </ThemeProvider>,
  );
  return {
    onChange,
    previous: screen.getByRole("button", { name: "Oldingi sahifa" }) as HTMLButtonElement,
    next: screen.getByRole("button", { name: "Keyingi sahifa" }) as HTMLButtonElement,
  };
}

describe("pageItems", () => {
  it("lists every page when they fit", () => {
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it("puts gaps for long runs, never for a single page, at a constant length", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(5, 20)).toEqual([1, "gap", 4, 5, 6, "gap", 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
    expect(pageItems(10, 20, 2)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
});

describe("Pagination", () => {
  it("is a named navigation landmark marking the current page", () => {
    renderPagination(5, 20);
    expect(screen.getByRole("navigation", { name: "Sahifalar" })).toBeTruthy();
    const current = screen.getByRole("button", { name: "5" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "4" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getAllByText("…")).toHaveLength(2);
  });

  it("disables previous on the first page and next on the last", () => {
    const first = renderPagination(1, 20);
    expect([first.previous.disabled, first.next.disabled]).toEqual([true, false]);
    cleanup();
    const last = renderPagination(20, 20);
    expect([last.previous.disabled, last.next.disabled]).toEqual([false, true]);
    cleanup();
    const only = renderPagination(1, 1);
    expect([only.previous.disabled, only.next.disabled]).toEqual([true, true]);
  });

  it("asks for the page chosen", () => {
    const { onChange, previous, next } = renderPagination(5, 20);
    fireEvent.click(previous);
    fireEvent.click(next);
    fireEvent.click(screen.getByRole("button", { name: "20" }));
    fireEvent.click(screen.getByRole("button", { name: "5" }));
    expect(onChange.mock.calls).toEqual([[4], [6], [20]]);
  });

  it("draws 37 px square buttons", () => {
    const { previous } = renderPagination(5, 20);
    expect(PAGINATION_BUTTON_SIZE).toBe(37);
    for (const button of [previous, screen.getByRole("button", { name: "5" })]) {
      const style = getComputedStyle(button);
      expect([style.minInlineSize, style.blockSize]).toEqual(["37px", "37px"]);
    }
  });
});
