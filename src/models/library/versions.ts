/**
 * The REST API versions, and how a model or an options type marks what the later version
 * changes. Type-level only: nothing of it exists at run time. How a result follows a session's
 * version is worked out where operations are typed (core/versions.ts).
 */

/** The REST API versions GitHub serves. */
export type ApiVersion = '2022-11-28' | '2026-03-10';

/** Any version, or none: what a session not typed for one version is typed for (`2022-11-28`'s types). */
export type AnyVersion = ApiVersion | null;

/** The version after `2022-11-28` whose differences declarations carry. */
export type LaterVersion = '2026-03-10';

/** Type-level only: the key under which a model or an options type names what the later version changes. */
export declare const LATER: unique symbol;

/**
 * Marks what the later API version changes in an options type or a model: each name of `K`
 * it removes, and each name of `C` it gives another type (`{ repositories: readonly SimpleRepository[] }`).
 * Nothing of it exists at run time.
 */
export interface Changes<K extends string = never, C = unknown> {
  readonly [LATER]?: { readonly [P in K]: never } & C;
}
