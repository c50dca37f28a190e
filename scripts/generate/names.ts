/** Names the generator gives: functions, types, files. */

const RESERVED = new Set(['break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static', 'implements', 'interface', 'package', 'private', 'protected', 'public', 'await']);

function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
}

/** `list-workflow-runs-for-repo` → `listWorkflowRunsForRepo`. */
export function camel(text: string): string {
  const [first = '', ...rest] = words(text);
  const name = first.charAt(0).toLowerCase() + first.slice(1) + rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^[0-9]/.test(name) ? `n${name}` : RESERVED.has(name) ? `${name}_` : name;
}

/** `workflow-run` → `WorkflowRun`. */
export function pascal(text: string): string {
  const name = camel(text);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A property key as written in an object literal. */
export function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** What `operation` makes of a parameter's name by default (`mergeMethod` → `merge_method`). */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A file name for a type name. */
export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The first sentence of a description, on one line, safe inside a doc comment. */
export function summary(text: unknown): string {
  if (typeof text !== 'string') return '';
  const line = text.replace(/\s+/g, ' ').replace(/\*\//g, '*\\/').trim();
  const sentence = /^(.{20,300}?[.!?])(?:\s|$)/.exec(line)?.[1] ?? line.slice(0, 300);
  return sentence.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}
