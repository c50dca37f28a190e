/** The TypeScript code blocks of a markdown text, in order. */
export function readmeSnippets(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] as string);
}

// What the README's snippets use without making it: each snippet continues the ones before.
const CONTEXT: [name: string, type: string][] = [
  ['gh', 'H.Client'],
  ['session', 'H.Session'],
  ['repo', 'H.Repository'],
  ['issue', 'H.Issue'],
  ['pr', 'H.PullRequest'],
  ['user', 'H.User'],
  ['token', 'string'],
];

/** A snippet as a module of its own, with what it uses from earlier snippets declared. */
export function snippetModule(code: string): string {
  const declares = (name: string) => new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b|import\\s[^;]*\\b${name}\\b[^;]*from`).test(code);
  const context = CONTEXT.filter(([name]) => !declares(name) && new RegExp(`\\b${name}\\b`).test(code)).map(([name, type]) => `declare const ${name}: ${type};`);
  return ["import type * as H from 'hubops';", ...context, code, 'export {};', ''].join('\n');
}

/** The TypeScript code of every `@example` of the doc comments in a source or declaration file. */
export function docExamples(text: string): string[] {
  const comments = [...text.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((m) => (m[1] as string).replace(/^[ \t]*\* ?/gm, ''));
  return comments.flatMap((comment) => [...comment.matchAll(/@example\s*\n```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] as string));
}
