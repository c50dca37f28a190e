/**
 * The relations of a `Link` header (RFC 8288), e.g. `<…?page=2>; rel="next", <…>; rel="last"`.
 * Tolerates odd spacing, unquoted rel values and several relations in one rel.
 * @example
 * ```ts
 * import { parseLink } from 'hubops';
 *
 * const links = parseLink('<https://api.github.com/repositories/1300192/issues?page=2>; rel="next"');
 * console.log(links.next); // https://api.github.com/repositories/1300192/issues?page=2
 * ```
 */
export function parseLink(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  if (typeof header !== 'string' || !header) return links;
  for (const match of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const url = match[1] as string;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2] as string);
    const names = rel ? (rel[1] ?? rel[2] ?? '') : '';
    for (const name of names.split(/\s+/)) if (name) links[name.toLowerCase()] = url;
  }
  return links;
}
