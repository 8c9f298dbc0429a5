import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyNumericInput } from "../../src/components/LazyNumericInput";
import { NumericInput, type NumericInputProps } from "../../src/components/NumericInput";
import { afterPageLoad } from "../../src/lib/after-page-load";
import { lightTheme } from "../../src/lib/theme/theme";

afterEach(cleanup);

/** The page around a field: its theme and its language (the field shows that language's digits). */
function Providers({ locale = "en", children }: { locale?: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <IntlProvider locale={locale}>{children}</IntlProvider>
    </ThemeProvider>
  );
}

/** A parent that owns the value, as a form would. */
function Controlled({
  initial,
  locale,
  onChange,
  ...rest
}: Omit<NumericInputProps, "value"> & { initial: number | null; locale?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Providers locale={locale}>
      <NumericInput
        aria-label="Amount"
        {...rest}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </Providers>
  );
}

function setup(initial: number | null = null, locale = "en") {
  const onChange = vi.fn<(value: number | null) => void>();
  const view = render(<Controlled initial={initial} locale={locale} onChange={onChange} />);
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Amount" });
  fireEvent.focus(input);
  return { input, onChange, view };
}

/** Types at the end of the field one key at a time, the way imask sees a keyboard. */
function type(input: HTMLInputElement, text: string) {
  for (const key of text) {
    const end = input.value.length;
    input.setSelectionRange(end, end);
    // imask remembers the selection on keydown and compares it with the field on input.
    fireEvent.keyDown(input, { key });
    fireEvent.input(input, { target: { value: input.value + key } });
  }
}

function clear(input: HTMLInputElement) {
  input.setSelectionRange(0, input.value.length);
  fireEvent.keyDown(input, { key: "Backspace" });
  fireEvent.input(input, { target: { value: "" } });
}

const lastValue = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0];

describe("NumericInput", () => {
  it("shows null as 0 without reporting a change", () => {
    const { input, onChange } = setup(null);
    fireEvent.blur(input);
    expect(input.value).toBe("0");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("empties the 0 that stands for null while editing, so typing gives the number", () => {
    const { input, onChange } = setup(null);
    expect(input.value).toBe("");
    type(input, "15000");
    expect(input.value).toBe("15 000");
    expect(lastValue(onChange)).toBe(15000);
    expect(onChange.mock.calls.some(([value]) => value === null)).toBe(false);
  });

  it("asks for the decimal keyboard and keeps digits left to right", () => {
    const { input } = setup();
    expect(input.getAttribute("inputmode")).toBe("decimal");
    expect(input.getAttribute("dir")).toBe("ltr");
  });

  it("takes a dot as the decimal separator", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "12.5");
    expect(input.value).toBe("12.5");
    expect(lastValue(onChange)).toBe(12.5);
  });

  it("keeps a trailing separator while the next digit is being typed", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "7.");
    expect(input.value).toBe("7.");
    expect(lastValue(onChange)).toBe(7);
  });

  it("turns a typed comma into a dot", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "12,75");
    expect(input.value).toBe("12.75");
    expect(lastValue(onChange)).toBe(12.75);
  });

  it("groups thousands with a space", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "1234567");
    expect(input.value).toBe("1 234 567");
    expect(lastValue(onChange)).toBe(1234567);
  });

  it("groups thousands of the integer part only", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "1234.56789");
    expect(input.value).toBe("1 234.56789");
    expect(lastValue(onChange)).toBe(1234.56789);
  });

  it("accepts at most 5 decimals", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "0.1234567");
    expect(input.value).toBe("0.12345");
    expect(lastValue(onChange)).toBe(0.12345);
  });

  it("blocks negatives: a typed minus does nothing", () => {
    const { input, onChange } = setup();
    clear(input);
    onChange.mockClear();
    type(input, "-");
    expect(input.value).toBe("");
    expect(onChange).not.toHaveBeenCalled();
    type(input, "5-");
    expect(input.value).toBe("5");
    expect(onChange.mock.calls).toEqual([[5]]);
  });

  it("ignores a second decimal separator, typed as a dot or a comma", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "1.2.3,4");
    expect(input.value).toBe("1.234");
    expect(lastValue(onChange)).toBe(1.234);
  });

  it("reads the separator typed into an empty field as 0 and the separator", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, ".");
    expect(input.value).toBe("0.");
    expect(lastValue(onChange)).toBe(0);
    type(input, "5");
    expect(input.value).toBe("0.5");
    expect(lastValue(onChange)).toBe(0.5);
  });

  it("reads a comma typed into an empty field as 0 and the separator too", () => {
    const { input } = setup();
    clear(input);
    type(input, ",");
    expect(input.value).toBe("0.");
  });

  it("reads Persian and Arabic-Indic digits and the Persian decimal separator", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "۱۲۳۴٫۵");
    expect(input.value).toBe("1 234.5");
    expect(lastValue(onChange)).toBe(1234.5);
    clear(input);
    type(input, "٩٠");
    expect(input.value).toBe("90");
    expect(lastValue(onChange)).toBe(90);
    clear(input);
    type(input, "٫");
    expect(input.value).toBe("0.");
  });

  it("ignores letters and spaces", () => {
    const { input, onChange } = setup();
    clear(input);
    type(input, "1a 2");
    expect(input.value).toBe("12");
    expect(lastValue(onChange)).toBe(12);
  });

  it("reports an emptied field as null, keeps it empty while editing and shows 0 after", () => {
    const { input, onChange } = setup(42);
    expect(input.value).toBe("42");
    clear(input);
    expect(input.value).toBe("");
    expect(onChange.mock.calls).toEqual([[null]]);
    fireEvent.blur(input);
    expect(input.value).toBe("0");
    // The 0 is only how null looks: the value stays null.
    expect(onChange.mock.calls).toEqual([[null]]);
  });

  it("drops leading zeros when editing ends", () => {
    const { input, onChange } = setup(0);
    type(input, "5");
    expect(lastValue(onChange)).toBe(5);
    fireEvent.blur(input);
    expect(input.value).toBe("5");
  });

  it("shows a value set by its parent, grouped", () => {
    const onChange = vi.fn();
    const props = { "aria-label": "Price", onChange };
    const { rerender } = render(
      <Providers>
        <NumericInput {...props} value={2500.75} />
      </Providers>,
    );
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Price" });
    expect(input.value).toBe("2 500.75");
    rerender(
      <Providers>
        <NumericInput {...props} value={null} />
      </Providers>,
    );
    expect(input.value).toBe("0");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("passes id, name, aria attributes, placeholder and disabled on to the field", () => {
    render(
      <Providers>
        <NumericInput
          id="price"
          name="price"
          aria-label="Price"
          aria-invalid
          aria-describedby="price-hint"
          placeholder="0.00"
          disabled
          value={1}
          onChange={() => {}}
        />
      </Providers>,
    );
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Price" });
    expect(input.id).toBe("price");
    expect(input.name).toBe("price");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("price-hint");
    expect(input.placeholder).toBe("0.00");
    expect(input.disabled).toBe(true);
  });
});

describe("NumericInput on a Persian page", () => {
  it("shows what is typed in Latin digits in Persian digits, with SPEC's separators", () => {
    const { input, onChange } = setup(null, "fa");
    clear(input);
    type(input, "1234.5");
    expect(input.value).toBe("۱ ۲۳۴.۵");
    expect(lastValue(onChange)).toBe(1234.5);
  });

  it("shows a number too short for a separator, typed in Latin digits, in Persian digits", () => {
    const { input, onChange } = setup(null, "fa");
    type(input, "12");
    expect(input.value).toBe("۱۲");
    expect(lastValue(onChange)).toBe(12);
  });

  it("takes Persian and Arabic-Indic digits and the Persian decimal separator", () => {
    const { input, onChange } = setup(null, "fa");
    clear(input);
    type(input, "۱۲٣٤٫۲۵");
    expect(input.value).toBe("۱ ۲۳۴.۲۵");
    expect(lastValue(onChange)).toBe(1234.25);
  });

  it("edits in the middle of Persian digits as it does Latin ones", () => {
    const edit = (locale: string) => {
      const { input, onChange, view } = setup(null, locale);
      clear(input);
      type(input, "12345");
      // Deletes the "2" of "12 345" / "۱۲ ۳۴۵".
      input.setSelectionRange(2, 2);
      fireEvent.keyDown(input, { key: "Backspace" });
      fireEvent.input(input, { target: { value: input.value.slice(0, 1) + input.value.slice(2) } });
      const result = { shown: input.value, value: lastValue(onChange) };
      view.unmount();
      return result;
    };
    const latin = edit("en");
    expect(latin).toEqual({ shown: "1 345", value: 1345 });
    expect(edit("fa")).toEqual({ shown: "۱ ۳۴۵", value: 1345 });
  });

  it("shows a value its parent sets, and null as zero, in Persian digits", () => {
    const onChange = vi.fn();
    const props = { "aria-label": "Price", onChange };
    const { rerender } = render(
      <Providers locale="fa">
        <NumericInput {...props} value={2500.75} />
      </Providers>,
    );
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Price" });
    expect(input.value).toBe("۲ ۵۰۰.۷۵");
    rerender(
      <Providers locale="fa">
        <NumericInput {...props} value={null} />
      </Providers>,
    );
    expect(input.value).toBe("۰");
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("LazyNumericInput", () => {
  // The first instance in this file: the mask's chunk has not been asked for yet. Focusing
  // a stand-in: LazyNumericInput.focus.test.tsx, with modules of its own.
  it("holds the place with the value as the field shows it, then becomes the field", async () => {
    const onChange = vi.fn<(value: number | null) => void>();
    render(
      <>
        <Providers>
          <LazyNumericInput aria-label="Amount" value={1234567.5} onChange={onChange} />
        </Providers>
        <Providers locale="fa">
          <LazyNumericInput aria-label="مبلغ" value={1234567.5} onChange={onChange} />
        </Providers>
      </>,
    );
    const standIn = screen.getByRole<HTMLInputElement>("textbox", { name: "Amount" });
    expect(standIn.value).toBe("1 234 567.5");
    expect(standIn.readOnly).toBe(true);
    // On a Persian page the stand-in shows the digits the field will show.
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "مبلغ" }).value).toBe(
      "۱ ۲۳۴ ۵۶۷.۵",
    );
    // The mask's chunk arrives: the real field takes the stand-in's place, editable.
    await vi.waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Amount" })).not.toBe(standIn),
    );
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Amount" });
    expect(field.readOnly).toBe(false);
    expect(field.value).toBe("1 234 567.5");
  });
});

describe("afterPageLoad", () => {
  it("waits for the window's load while the page is still loading", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    try {
      let done = false;
      const waiting = afterPageLoad().then(() => {
        done = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(done).toBe(false);
      window.dispatchEvent(new Event("load"));
      await waiting;
      expect(done).toBe(true);
    } finally {
      readyState.mockRestore();
    }
  });
});
