import type { CountedIterator, PageIterator, SearchIterator } from './page-iterator.js';
import type { LATER, LaterVersion } from '../models/library/versions.js';

export type { AnyVersion, ApiVersion, Changes, LATER, LaterVersion } from '../models/library/versions.js';

/**
 * Types that follow a session's REST API version. Everything here is type-level: a session
 * typed for `2026-03-10` gets results without the fields that version removes (and with the
 * shapes it changes), and options without the members it removes; any other session gets the
 * `2022-11-28` types.
 */

/** An operation whose answer differs by version: `A` under `2022-11-28` (and an untyped session), `B` under the later one. */
export interface ByVersion<A, B> {
  readonly [LATER]: readonly [A, B];
}

type ChangesOf<T> = T extends { readonly [LATER]?: infer C } ? NonNullable<C> : never;

/** A model as the later version sends it: removed fields gone, changed fields of their new type, nested models alike. */
type LaterModel<T, C = ChangesOf<T>> = {
  readonly [K in keyof T as K extends typeof LATER ? never : K extends keyof C ? ([C[K]] extends [never] ? never : K) : K]: K extends keyof C ? C[K] : Later<T[K]>;
};

/** A result as the later version sends it. */
export type Later<T> = T extends null | undefined | string | number | boolean | bigint | symbol | Date | ((...args: never[]) => unknown)
  ? T
  : T extends Promise<infer U>
    ? Promise<Later<U>>
    : T extends SearchIterator<infer U>
      ? SearchIterator<Later<U>>
      : T extends CountedIterator<infer U>
        ? CountedIterator<Later<U>>
        : T extends PageIterator<infer U>
          ? PageIterator<Later<U>>
          : T extends readonly unknown[]
            ? { readonly [K in keyof T]: Later<T[K]> }
            : typeof LATER extends keyof T
              ? LaterModel<T>
              : T;

/** What an operation returns to a session of version `V`. */
export type At<R, V> = R extends ByVersion<infer A, infer B> ? ([V] extends [LaterVersion] ? Later<B> : A) : [V] extends [LaterVersion] ? Later<R> : R;

/** An operation's options under version `V`: the later version's removed members are not options there. */
export type OptionsAt<O, V> = [V] extends [LaterVersion] ? Omit<O, keyof ChangesOf<O> | typeof LATER> : O;
