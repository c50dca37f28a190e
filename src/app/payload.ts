import { invalid, isRecord } from '../core/codec.js';

// What a handler reads of a delivery's payload and of its repository's configuration.

/** The owner and name of a payload's repository. */
export function repositoryOf(payload: unknown): { owner: string; repo: string } {
  const repository = isRecord(payload) ? payload.repository : undefined;
  const full = isRecord(repository) ? repository.full_name : undefined;
  const [owner, repo, ...rest] = typeof full === 'string' ? full.split('/') : [];
  if (!owner || !repo || rest.length) throw invalid('payload.repository', 'a repository (this delivery has none)', '[payload]');
  return { owner, repo };
}

/** The number of a payload's issue or pull request. */
export function numberOf(payload: unknown): number {
  if (!isRecord(payload)) throw invalid('payload', 'an object', '[payload]');
  for (const key of ['issue', 'pull_request']) {
    const value = payload[key];
    if (isRecord(value) && typeof value.number === 'number') return value.number;
  }
  if (typeof payload.number === 'number') return payload.number;
  throw invalid('payload', 'an issue or pull request (this delivery has none)', '[payload]');
}

const isPlain = (value: unknown): value is Record<string, unknown> => isRecord(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** `over` laid on `base`: plain objects merged member by member, anything else replaced. */
export function merged(base: unknown, over: unknown): unknown {
  if (!isPlain(base) || !isPlain(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(over)) if (name !== '__proto__') out[name] = merged(base[name], value);
  return out;
}

/** A configuration file's text read as its name says: JSON, or YAML with the app's parser. */
export function parsedConfig(path: string, text: string, parseYaml: ((text: string) => unknown) | undefined): unknown {
  if (/\.json$/i.test(path)) return JSON.parse(text) as unknown;
  if (!parseYaml) throw invalid('parseYaml', `a YAML parser to read ${path} (createApp({ …, parseYaml: YAML.parse }) with the yaml package)`, undefined);
  return parseYaml(text);
}
