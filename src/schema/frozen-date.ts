function refuse(): never {
  throw new TypeError('a parsed date is frozen: copy it (new Date(value)) to change it');
}

/**
 * A Date whose setters throw: `Object.freeze` cannot stop a Date's own setters, and parsed
 * data is immutable all the way down. It is a Date in every other way (`instanceof Date`).
 */
export class FrozenDate extends Date {
  override setTime(): number { return refuse(); }
  override setMilliseconds(): number { return refuse(); }
  override setUTCMilliseconds(): number { return refuse(); }
  override setSeconds(): number { return refuse(); }
  override setUTCSeconds(): number { return refuse(); }
  override setMinutes(): number { return refuse(); }
  override setUTCMinutes(): number { return refuse(); }
  override setHours(): number { return refuse(); }
  override setUTCHours(): number { return refuse(); }
  override setDate(): number { return refuse(); }
  override setUTCDate(): number { return refuse(); }
  override setMonth(): number { return refuse(); }
  override setUTCMonth(): number { return refuse(); }
  override setFullYear(): number { return refuse(); }
  override setUTCFullYear(): number { return refuse(); }
}
