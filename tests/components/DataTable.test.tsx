import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, type DataTableColumn } from "../../src/components/DataTable";
import { lightTheme } from "../../src/lib/theme/theme";

afterEach(cleanup);

interface Lead {
  id: number;
  name: string;
  phone: string;
  amount: number;
}

const columns: DataTableColumn<Lead>[] = [
  { key: "name", header: "Ism", rowHeader: true },
  { key: "phone", header: "Telefon" },
  { key: "amount", header: "Summa", align: "end", render: (lead) => `${lead.amount} so‘m` },
  {
    key: "actions",
    header: "Amallar",
    render: (lead) => <button type="button">#{lead.id}</button>,
  },
];

const leads: Lead[] = [
  { id: 1, name: "Aziz", phone: "998901234567", amount: 1500 },
  { id: 2, name: "Dilnoza", phone: "998935556677", amount: 0 },
];

function renderTable(node: ReactNode) {
  return render(<ThemeProvider theme={lightTheme}>{node}</ThemeProvider>);
}

describe("DataTable", () => {
  it("shows the spec's loading label and is busy while loading", () => {
    renderTable(
      <DataTable columns={columns} rows={leads} loading caption="Lidlar" emptyText="Bo‘sh" />,
    );
    const table = screen.getByRole("table", { name: "Lidlar" });
    expect(table.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Yuklanmoqda...");
    expect(screen.queryByText("Aziz")).toBeNull();
    expect(screen.getByRole("cell").getAttribute("colspan")).toBe("4");
  });

  it("takes a translated loading text", () => {
    renderTable(
      <DataTable
        columns={columns}
        rows={[]}
        loading
        loadingText="Загрузка..."
        caption="Лиды"
        emptyText="Пусто"
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Загрузка...");
    expect(screen.queryByText("Пусто")).toBeNull();
  });

  it("says so when there are no rows", () => {
    renderTable(
      <DataTable columns={columns} rows={[]} caption="Lidlar" emptyText="Hali lidlar yo‘q" />,
    );
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("false");
    expect(screen.getByRole("cell").textContent).toBe("Hali lidlar yo‘q");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("renders fields, rendered cells, headers with scope and alignment", () => {
    renderTable(
      <DataTable
        columns={columns}
        rows={leads}
        caption="Lidlar"
        emptyText="Bo‘sh"
        rowKey={(l) => l.id}
      />,
    );
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["Ism", "col"],
      ["Telefon", "col"],
      ["Summa", "col"],
      ["Amallar", "col"],
    ]);
    const [, first, second] = screen.getAllByRole("row");
    expect(within(first as HTMLElement).getByRole("rowheader").textContent).toBe("Aziz");
    expect(
      within(first as HTMLElement)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["998901234567", "1500 so‘m", "#1"]);
    expect(within(second as HTMLElement).getAllByRole("cell")[1]?.textContent).toBe("0 so‘m");
    expect(screen.getAllByRole("button")).toHaveLength(2);
    const amount = within(first as HTMLElement).getAllByRole("cell")[1] as HTMLElement;
    expect(getComputedStyle(amount).textAlign).toBe("end");
  });
});
