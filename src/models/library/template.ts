import { ValidationError } from '../../errors/validation-error.js';
export type TemplateVariables = Readonly<Record<string, string | number | boolean | readonly string[] | null | undefined>>;

/** An RFC 6570 URL template from a `*_url` member, such as `…/users{/other_user}`. */
export interface UrlTemplate {
  readonly template: string;
  /** The URL with the given variables; missing ones expand to nothing. */
  expand(variables?: TemplateVariables): string;
  toString(): string;
}

/** Per operator: what starts the expansion, what joins values, whether names are shown, and what is left unescaped. */
const OPERATORS: Record<string, readonly [first: string, sep: string, named: boolean, ifEmpty: string, reserved: boolean]> = {
  '': ['', ',', false, '', false],
  '+': ['', ',', false, '', true],
  '#': ['#', ',', false, '', true],
  '.': ['.', '.', false, '', false],
  '/': ['/', '/', false, '', false],
  ';': [';', ';', true, '', false],
  '?': ['?', '&', true, '=', false],
  '&': ['&', '&', true, '=', false],
};

function escape(text: string, reserved: boolean, name: string): string {
  try {
    // Reserved expansion keeps RFC 3986 reserved characters and existing percent-escapes.
    return reserved ? encodeURI(text).replace(/%25([0-9A-Fa-f]{2})/g, '%$1') : encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    // Half of a UTF-16 surrogate pair has no UTF-8 form, so no URL can carry it.
    throw new ValidationError(name, 'holds text no URL can carry (half of a UTF-16 surrogate pair)');
  }
}

/** One `{…}` expression with its variables (RFC 6570 levels 1–4: operators, `:prefix` and `*` explode). */
function expression(body: string, variables: TemplateVariables): string {
  const op = body[0] && body[0] in OPERATORS && body[0] !== '' ? body[0] : '';
  const [first, sep, named, ifEmpty, reserved] = OPERATORS[op] as (typeof OPERATORS)[string];
  const parts: string[] = [];
  for (const spec of body.slice(op.length).split(',')) {
    const [, name = '', prefix, explode] = /^([^:*]*)(?::(\d+))?(\*)?$/.exec(spec) ?? [];
    const value = variables[name];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (Array.isArray(value)) {
      const items = value.map((item) => escape(String(item), reserved, name));
      if (explode) parts.push(...items.map((item) => (named ? `${name}=${item}` : item)));
      else parts.push((named ? `${name}=` : '') + items.join(','));
      continue;
    }
    const text = prefix ? [...String(value)].slice(0, Number(prefix)).join('') : String(value);
    parts.push(named ? `${name}${text === '' ? ifEmpty : `=${escape(text, reserved, name)}`}` : escape(text, reserved, name));
  }
  return parts.length ? first + parts.join(sep) : '';
}

/**
 * The value of a `*_urlt` field. Plain data with one own field, `template` (so spreading,
 * `structuredClone` and deep equality see the template text); `expand` and `toString` are
 * methods, and `JSON.stringify` writes the template text.
 */
class Template implements UrlTemplate {
  readonly template: string;

  constructor(template: string) {
    this.template = template;
    Object.freeze(this);
  }

  expand(variables: TemplateVariables = {}): string {
    if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) throw new ValidationError('variables', 'must be an object of template variables');
    return this.template.replace(/\{([^}]+)\}/g, (_, body: string) => expression(body, variables));
  }

  toString(): string {
    return this.template;
  }

  toJSON(): string {
    return this.template;
  }
}

/** A frozen template value for one `*_url` member. */
export function urlTemplate(template: string): UrlTemplate {
  return new Template(template);
}
