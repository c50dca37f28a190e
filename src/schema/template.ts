import { parseTemplate } from 'url-template';

export type TemplateVariables = Readonly<Record<string, string | number | boolean | readonly string[] | null | undefined>>;

/** An RFC 6570 URL template from a `*_url` member, such as `…/users{/other_user}`. */
export interface UrlTemplate {
  readonly template: string;
  /** The URL with the given variables; missing ones expand to nothing. */
  expand(variables?: TemplateVariables): string;
  toString(): string;
}

/** A frozen template value for one `*_url` member. */
export function urlTemplate(template: string): UrlTemplate {
  const parsed = parseTemplate(template);
  return Object.freeze({
    template,
    expand: (variables: TemplateVariables = {}) => parsed.expand(variables as Parameters<typeof parsed.expand>[0]),
    toString: () => template,
  });
}
