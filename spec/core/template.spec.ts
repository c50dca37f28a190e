import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { urlTemplate } from '../../src/models/library/template.js';
import { thrown } from '../support/rejection.js';

// The variables and expected expansions are the examples of RFC 6570, section 3.2.
const variables = {
  var: 'value',
  hello: 'Hello World!',
  path: '/foo/bar',
  list: ['red', 'green', 'blue'],
  empty: '',
  x: '1024',
  y: '768',
  half: '50%',
};

const cases: [string, string][] = [
  ['{var}', 'value'],
  ['{hello}', 'Hello%20World%21'],
  ['{half}', '50%25'],
  ['{+var}', 'value'],
  ['{+hello}', 'Hello%20World!'],
  ['{+path}/here', '/foo/bar/here'],
  ['{#var}', '#value'],
  ['{#hello}', '#Hello%20World!'],
  ['{var:3}', 'val'],
  ['{list}', 'red,green,blue'],
  ['{list*}', 'red,green,blue'],
  ['X{.var}', 'X.value'],
  ['X{.list*}', 'X.red.green.blue'],
  ['{/var,x}/here', '/value/1024/here'],
  ['{/list*,path:4}', '/red/green/blue/%2Ffoo'],
  ['{;x,y,empty}', ';x=1024;y=768;empty'],
  ['{?x,y,empty}', '?x=1024&y=768&empty='],
  ['{?list*}', '?list=red&list=green&list=blue'],
  ['?fixed=yes{&x}', '?fixed=yes&x=1024'],
  ['{?undefined}', ''],
];

describe('URL templates (RFC 6570)', () => {
  for (const [template, expected] of cases) {
    it(`${template} → ${expected}`, () => expect(urlTemplate(template).expand(variables)).toBe(expected));
  }

  it('expands the templates GitHub sends, leaving out what is not given', () => {
    const notifications = urlTemplate('https://api.github.com/notifications{?since,all,participating}');
    expect(notifications.expand({ all: true })).toBe('https://api.github.com/notifications?all=true');
    expect(notifications.expand()).toBe('https://api.github.com/notifications');
    expect(urlTemplate('https://api.github.com/repos/o/r/contents/{+path}').expand({ path: 'docs/a b.md' })).toBe('https://api.github.com/repos/o/r/contents/docs/a%20b.md');
    expect(urlTemplate('https://api.github.com/users/octocat/following{/other_user}').expand({ other_user: 'a/b' })).toBe('https://api.github.com/users/octocat/following/a%2Fb');
  });

  it('is frozen and prints as its template', () => {
    const template = urlTemplate('https://api.github.com/repos/o/r/issues{/number}');
    expect(Object.isFrozen(template)).toBe(true);
    expect(String(template)).toBe('https://api.github.com/repos/o/r/issues{/number}');
  });

  it('refuses variables it cannot expand with a ValidationError naming them, never a URIError or TypeError', () => {
    const template = urlTemplate('https://api.github.com/repos/o/r/issues{/number}{?labels}');
    for (const [call, parameter] of [
      [() => template.expand({ number: 'a\ud800' }), 'number'],
      [() => template.expand({ labels: ['bug', '\udc00'] }), 'labels'],
      [() => template.expand(null as never), 'variables'],
      [() => template.expand('number' as never), 'variables'],
    ] as const) {
      const error = thrown(call);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).parameter).toBe(parameter);
    }
  });
});
