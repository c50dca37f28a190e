/**
 * The Standard Schema interface (standardschema.dev) that valibot, zod, ArkType and others
 * implement: a GraphQL call's `schema` option takes any of them. Written out here so that a
 * program type-checks against these few lines, not against a schema library's declarations.
 */
export interface StandardSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

/** What a schema's `validate` answers: the output, or the issues that refuse the value. */
export type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

/** One reason a value is refused, and where in it (each step a key, or `{ key }`). */
export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** Whether a value is a Standard Schema (has `~standard.validate`). */
export function isStandardSchema(value: unknown): value is StandardSchema {
  const props = typeof value === 'object' || typeof value === 'function' ? (value as { '~standard'?: unknown } | null)?.['~standard'] : undefined;
  return typeof props === 'object' && props !== null && typeof (props as { validate?: unknown }).validate === 'function';
}

/** An issue's path as dotted text (`viewer.login`, `items.0.id`). */
export function issuePath(issue: StandardIssue): string {
  return (issue.path ?? []).map((step) => String(typeof step === 'object' && step !== null ? step.key : step)).join('.');
}
