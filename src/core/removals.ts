import { ValidationError } from '../errors/validation-error.js';
import { wireOf, type Declaration, type Param, type Removed } from './operation.js';
import type { Session } from './types.js';

/**
 * The request body members later API versions remove (by version, each wire member and the one
 * that replaces it, or null), with the check that refuses them before sending: a declaration that
 * names none carries none of its code.
 */
/*#__NO_SIDE_EFFECTS__*/
export function removals(versions: Removed['versions']): Removed {
  return { versions, check: checkVersion };
}

/** Refuses, before sending, a member the session's API version removed, naming what replaces it. */
function checkVersion(session: Session, decl: Declaration, params: Readonly<Record<string, Param<never, unknown>>>, values: Readonly<Record<string, unknown>>): void {
  const version = session.apiVersion;
  const removed = version ? { ...decl.described?.removed?.versions[version], ...decl.removed?.versions[version] } : {};
  if (!Object.keys(removed).length) return;
  const nameOf = (wire: string) => Object.entries(params).find(([name, param]) => param.to === 'body' && wireOf(param, name) === wire)?.[0] ?? wire;
  for (const name of Object.keys(values)) {
    const param = params[name] as Param<never, unknown>;
    const wire = wireOf(param, name);
    if (param.to !== 'body' || !Object.hasOwn(removed, wire)) continue;
    const instead = removed[wire];
    throw new ValidationError(name, `is not sent under API version ${version}, which removed ${wire}${instead ? `: give ${nameOf(instead)} instead` : ''}`);
  }
}
