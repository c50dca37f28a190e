import { ClientError } from './client-error.js';

/**
 * 451: the service may not do this for legal reasons: a repository blocked by a takedown, or
 * (under API version 2026-03-10) a change refused by trade controls, whose `errors` say what failed.
 */
export class UnavailableForLegalReasons extends ClientError {}
