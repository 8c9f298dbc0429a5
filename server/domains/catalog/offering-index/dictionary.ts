/** Strings (category ids, region codes, business ids) as small integers. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();

  numberOf(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.values.push(value);
      this.numbers.set(value, number);
    }
    return number;
  }

  /** -1 when the value was never seen: no slot holds it. */
  find(value: string): number {
    return this.numbers.get(value) ?? -1;
  }
}
