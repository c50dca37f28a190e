import type { Answer } from '../support/recorded-answers.js';

/**
 * The documented interface as its users call it: one row per documented operation and older
 * name, written from the interface's own tables (not from the code), so that the facade is
 * checked against what a user reads rather than against itself. `facade-parity.spec.ts` calls
 * each row's facade method with the row's positional arguments against a loopback stub and
 * checks the requests sent and the kind of result.
 */

/** What the document says an operation returns, by kind. */
export type Kind =
  /** true or false */
  | 'bool'
  /** one parsed object of a documented type */
  | 'object'
  /** a lazy listing (`PageIterator`), iterated like every collection */
  | 'collection'
  /** a frozen record of the service's keys */
  | 'mapping'
  /** a frozen array (a list the service answers whole: labels, e-mail addresses, template names) */
  | 'list'
  | 'text'
  /** a count (the requests left) */
  | 'number'
  | 'bytes'
  /** nothing (`undefined`) */
  | 'none'
  /** a new client, or null */
  | 'client'
  /** a new session */
  | 'session';

export type { Answer };

export interface DocumentedOperation {
  /** Where the document lists the operation: `client`, or the type it is an operation of (`Repository`, `Issue`, …). */
  readonly on: string;
  /** Its documented name, as the document writes it (`is_assignee_on`, `iter_repos`). */
  readonly name: string;
  /** Its parameters in documented order, as the document names them (optional ones marked `?`). */
  readonly params: readonly string[];
  /** The kind of result the document names. */
  readonly returns: Kind;
  /** The type the document names for an object or the items of a collection, for the reader. */
  readonly type?: string;
  /** An older name, or a form the document marks deprecated. */
  readonly older?: true;
  /** Served only by a self-hosted installation (site administration): called on `createSelfHostedClient`'s client. */
  readonly selfHosted?: true;
  /** The facade path when it is not `<on>.<camelCase name>` (`client` rows: the client's own method). */
  readonly facade?: string;
  /**
   * The call's arguments, as a user passes them: for an object operation, the object (parsed or a
   * plain reference) first. A function is given the client's base URL (the stub's), for arguments
   * that name it (a parsed object's own `url`, a hub topic).
   */
  readonly args: readonly unknown[] | ((base: string) => readonly unknown[]);
  /**
   * The requests the call must send, in order: `METHOD /path` below the base URL. With a `?`
   * the query is compared too (in any order); without, only the path. Empty: no request.
   */
  readonly sends: readonly string[];
  /** Members the first request's JSON body must hold (others may be there too). */
  readonly body?: Readonly<Record<string, unknown>>;
  /** Answers in the order of `sends`, where a route's recorded answer will not do (or none is recorded). */
  readonly answers?: readonly (Answer | undefined)[];
  /** The exact result expected, where the kind alone says too little (a bool's false). */
  readonly result?: unknown;
  /** The error class the call fails with, where the document says the service refuses it (`Key.update`). */
  readonly rejects?: string;
  /**
   * Why no answer of the route is recorded or documented (a preview the descriptions leave out):
   * the stub then answers the service's 404, and the row checks the request and the NotFoundError.
   */
  readonly unrecorded?: string;
  /** Session options beyond a token (`{ username, password }` for Basic authentication). */
  readonly session?: Readonly<Record<string, unknown>>;
  /** Done on the client before the call (`setClientId`). */
  readonly before?: (client: never) => void;
}

/** camelCase of a documented snake_case name. */
export function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The facade path of a row. */
export function facadePath(row: DocumentedOperation): string {
  return row.facade ?? (row.on === 'client' ? camel(row.name) : `${row.on}.${camel(row.name)}`);
}
