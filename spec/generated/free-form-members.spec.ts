import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every argument of a generated operation is typed and checked at every depth, but for members
 * GitHub's description documents as free-form: an object whose members it does not name (no
 * `properties`, `additionalProperties` left open). Those stay objects of JSON values, sent as
 * given. This is the list of them, each with the reason; a spec below finds every free-form
 * member in the generated sources and checks the list against it and against the description.
 */
const FREE_FORM: Record<string, string> = {
  'actions/create-workflow-dispatch inputs': 'the inputs the workflow file declares: their names are the workflow’s own',
  'repos/create-dispatch-event client_payload': 'any JSON the receiving workflow reads (at most 10 top-level members, GitHub says)',
  'repos/create-in-org custom_properties': 'custom property names the organization defines, with their values',
  'repos/create-attestation bundle.verificationMaterial': 'a part of a Sigstore bundle, whose format Sigstore defines, not GitHub',
  'repos/create-attestation bundle.dsseEnvelope': 'a part of a Sigstore bundle, whose format Sigstore defines, not GitHub',
  'copilot-spaces/create-resource-for-org metadata': 'resource-specific metadata: its members depend on the resource type',
  'copilot-spaces/create-resource-for-user metadata': 'resource-specific metadata: its members depend on the resource type',
  'copilot-spaces/update-resource-for-org metadata': 'resource-specific metadata: its members depend on the resource type',
  'copilot-spaces/update-resource-for-user metadata': 'resource-specific metadata: its members depend on the resource type',
  'enterprise-admin/set-manage-settings (the body)': 'the Management Console’s settings, which the description gives as an object without members',
  'enterprise-admin/create-pre-receive-hook script_repository': 'the repository holding the script, an object without documented members',
  'enterprise-admin/create-pre-receive-hook environment': 'the pre-receive environment, an object without documented members',
  'enterprise-admin/update-pre-receive-hook script_repository': 'the repository holding the script, an object without documented members',
  'enterprise-admin/update-pre-receive-hook environment': 'the pre-receive environment, an object without documented members',
};

const SRC = new URL('../../src/', import.meta.url).pathname;
const generatedFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return generatedFiles(path);
    return path.includes('/generated/') && entry.name.endsWith('.ts') ? [path] : [];
  });

type Json = Record<string, unknown>;
const descriptions: Record<string, Json> = {};
const description = (file: string): Json => (descriptions[file] ??= JSON.parse(readFileSync(new URL(`../../node_modules/@octokit/openapi/generated/${file}`, import.meta.url), 'utf8')) as Json);
const resolved = (doc: Json, schema: unknown): Json => {
  let node = schema as Json;
  while (typeof node?.$ref === 'string') node = (node.$ref as string).split('/').slice(1).reduce<Json>((at, key) => at[key] as Json, doc);
  return node;
};

/** Each free-form member of the generated declarations: `operationId member.path`, by the description it comes from. */
function freeFormMembers(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of generatedFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const source = /^\/\/ Source: .* generated\/([\w.-]+\.json) .*; ([\w-]+\/[\w-]+)\.$/m.exec(text);
    if (!source) continue;
    const [, json, operationId] = source as unknown as [string, string, string];
    for (const line of text.split('\n')) {
      const declared = /^ {4}(\w+): (?:\/\*#__PURE__\*\/ )?body\((.*)\),$/.exec(line);
      if (!declared) continue;
      const [, name, code] = declared as unknown as [string, string, string];
      const wholeBody = name === 'data' && /encode: \(\{ data \}/.test(text);
      const wire = wholeBody ? '' : name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      if (code === 'jsonObject' || code === 'jsonValue') found.set(`${operationId} ${wholeBody ? '(the body)' : wire}`, json);
      for (const nested of code.matchAll(/"(\w+)": (?:json(?:Object|Value))\b/g)) found.set(`${operationId} ${wire}.${nested[1]}`, json);
    }
  }
  return found;
}

describe('free-form members', () => {
  const found = freeFormMembers();

  it('are exactly those listed, each with its reason', () => {
    expect([...found.keys()].sort()).toEqual(Object.keys(FREE_FORM).sort());
    expect(found.size).toBe(14);
  });

  it.each(Object.keys(FREE_FORM))('%s: the description gives it no members', (key) => {
    const json = found.get(key);
    if (json === undefined) return expect.fail(`${key} is not free-form in the generated sources`);
    const doc = description(json);
    const operationId = key.slice(0, key.indexOf(' '));
    const path = key.slice(key.indexOf(' ') + 1);
    const operation = Object.values(doc.paths as Record<string, Record<string, Json>>)
      .flatMap((item) => Object.values(item))
      .find((op) => op?.operationId === operationId);
    const content = (resolved(doc, operation?.requestBody).content ?? {}) as Record<string, Json>;
    let schema = resolved(doc, (content['application/json'] ?? Object.values(content)[0])?.schema);
    if (path !== '(the body)') for (const member of path.split('.')) schema = resolved(doc, (schema.properties as Json)[member]);
    expect(schema.type).toBe('object');
    expect(Object.keys((schema.properties as Json | undefined) ?? {})).toEqual([]);
    expect(schema.additionalProperties === undefined || schema.additionalProperties === true).toBe(true);
  });
});
