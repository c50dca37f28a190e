import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../src/models/', import.meta.url);
const helpers = /(?<![\w.$])(model|fullOf|wire|one|many|urlt|field|required)\(/g;

describe('schema declarations', () => {
  // An unmarked call would keep every type of its file in any bundle that uses one of them.
  it.each(readdirSync(dir).filter((f) => f.endsWith('.ts')))('%s marks every schema-building call pure', (file) => {
    const unmarked = readFileSync(new URL(file, dir), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(import |\/\/|\*|\/\*\*)/.test(line) && !line.includes('function '))
      .flatMap((line) => [...line.matchAll(helpers)].filter((m) => !line.slice(0, m.index).endsWith('/* @__PURE__ */ ')).map(() => line.trim()));
    expect(unmarked).toEqual([]);
  });
});
