function refuse(): never {
  throw new TypeError('a parsed date is frozen: copy it (new Date(value)) to change it');
}

/**
 * A Date whose setters throw: `Object.freeze` cannot stop a Date's own setters, and parsed
 * data is immutable all the way down. It is a Date in every other way (`instanceof Date`).
 */
export class FrozenDate extends Date {
  static {
    for (const name of Object.getOwnPropertyNames(Date.prototype)) {
      if (name.startsWith('set')) Object.defineProperty(FrozenDate.prototype, name, { value: refuse });
    }
  }
}
