import { HTMLInputMaskElement } from "imask";
import { useCallback } from "react";
import { type IMaskInputProps, IMaskMixin } from "react-imask";
import { latinDigits, localizeDigits } from "../lib/i18n/digits";

/**
 * The field as the mask sees it: what the mask writes is shown in the language's digits, and
 * a field showing just that reads back in ASCII, as the mask wrote it. Each digit is one
 * character either way, so the mask's cursor positions stay right. A field holding anything
 * else (a key just typed, in whatever digits, or a paste) reads as it is: the mask takes the
 * new characters through its `prepareChar` and, the text differing from its own, writes the
 * field again in the language's digits; where the text is its own (Latin digits typed where
 * the mask keeps them as they are), showLocalDigits writes them in the language's.
 */
class LocalDigitsElement extends HTMLInputMaskElement {
  constructor(
    input: HTMLInputElement,
    private readonly locale: string,
  ) {
    super(input);
  }
  override get value(): string {
    const shown = this.input.value;
    const ascii = latinDigits(shown);
    return localizeDigits(ascii, this.locale) === shown ? ascii : shown;
  }
  override set value(value: string) {
    this.input.value = localizeDigits(value, this.locale);
  }
  override bindEvents(handlers: Parameters<HTMLInputMaskElement["bindEvents"]>[0]) {
    super.bindEvents({
      ...handlers,
      input: (event: Event) => {
        handlers.input(event);
        this.showLocalDigits();
      },
    });
  }
  /**
   * A key typed in other digits than the language's that the mask keeps where it was typed
   * leaves the text as the mask would write it, so the mask writes nothing: a Persian page's
   * taxpayer number or price read `12` in Latin digits. Shown again in the language's digits,
   * the cursor where it was (each digit is one character either way).
   */
  private showLocalDigits() {
    const shown = this.input.value;
    const local = localizeDigits(latinDigits(shown), this.locale);
    if (local === shown) return;
    const { selectionStart, selectionEnd } = this.input;
    this.input.value = local;
    this.input.setSelectionRange(selectionStart, selectionEnd);
  }
}

export type LocalizedMaskFieldProps = IMaskInputProps<HTMLInputElement> & { locale: string };

/**
 * What react-imask's own IMaskInput renders, with the mask bound to a LocalDigitsElement over
 * the <input> rather than to the <input> itself, so a Persian page shows and takes Persian
 * digits while the mask only ever sees ASCII. react-imask hands the element it is given to
 * imask, which takes any MaskElement (its `InputMaskElement` type says so); react-imask's types
 * name the DOM element only, hence the one cast. Shared by NumericInput and DigitMaskInput.
 */
export const LocalizedMaskField = IMaskMixin<HTMLInputElement, LocalizedMaskFieldProps>(
  ({ locale, inputRef, ...props }) => {
    const ref = useCallback(
      (input: HTMLInputElement | null) => {
        const element =
          input && (new LocalDigitsElement(input, locale) as unknown as HTMLInputElement);
        if (typeof inputRef === "function") inputRef(element);
        else if (inputRef) inputRef.current = element;
      },
      [inputRef, locale],
    );
    return <input {...props} ref={ref} />;
  },
);
