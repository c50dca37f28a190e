import { describe, expect, it } from 'vitest';
import { shown } from '../../src/core/codec.js';
import { answerSecrets, CREDENTIAL_HEADERS, formSecrets, redactText, redactUrl, requestSecrets, safeCause, urlSecrets } from '../../src/core/redact.js';

const R = '[REDACTED]';

describe('CREDENTIAL_HEADERS', () => {
  it.each(['authorization', 'proxy-authorization', 'cookie', 'x-github-otp'])('holds %s', (name) => {
    expect(CREDENTIAL_HEADERS.has(name)).toBe(true);
  });

  it('holds no ordinary header', () => {
    for (const name of ['accept', 'user-agent', 'content-type', 'if-none-match', 'x-github-api-version']) expect(CREDENTIAL_HEADERS.has(name)).toBe(false);
  });
});

describe('redactUrl', () => {
  it.each(['access_token', 'client_secret', 'token', 'password'])('replaces the value of %s, first or later in the query', (name) => {
    expect(redactUrl(`https://api.github.com/x?${name}=s3cr3t-value&page=2`, [])).toBe(`https://api.github.com/x?${name}=${R}&page=2`);
    expect(redactUrl(`https://api.github.com/x?page=2&${name}=s3cr3t-value`, [])).toBe(`https://api.github.com/x?page=2&${name}=${R}`);
  });

  it('matches the names in any case', () => {
    expect(redactUrl('https://api.github.com/x?ACCESS_TOKEN=a1&Client_Secret=b2&Token=c3&PassWord=d4', [])).toBe(`https://api.github.com/x?ACCESS_TOKEN=${R}&Client_Secret=${R}&Token=${R}&PassWord=${R}`);
  });

  it('replaces every secret value, and only up to the next parameter or the fragment', () => {
    expect(redactUrl('https://api.github.com/x?token=a1&per_page=5&access_token=b2#top', [])).toBe(`https://api.github.com/x?token=${R}&per_page=5&access_token=${R}#top`);
  });

  it('keeps other parameters, also those whose names end in a secret name, so that the URL still says what was asked', () => {
    const url = 'https://api.github.com/x?page_token_hint=1&state=open&next_token=abc&since=2';
    expect(redactUrl(url, [])).toBe(url);
  });

  it('replaces an empty secret value too', () => {
    expect(redactUrl('https://api.github.com/x?token=&page=1', [])).toBe(`https://api.github.com/x?token=${R}&page=1`);
  });

  it.each([
    ['https://octocat:hunter2-pass@ghe.example.com/api/v3/user', 'https://ghe.example.com/api/v3/user'],
    ['http://octocat:hunter2-pass@127.0.0.1:8080/user', 'http://127.0.0.1:8080/user'],
    ['HTTPS://only-a-token@ghe.example.com/user', 'HTTPS://ghe.example.com/user'],
  ])('removes user info: %s', (url, safe) => {
    expect(redactUrl(url, [])).toBe(safe);
  });

  it('removes only the URL’s own user info: an @ in the path, or a URL quoted in the query, is left as it is', () => {
    for (const url of ['https://api.github.com/users/mona@example.com/keys', 'https://api.github.com/search/code?q=https://mona@example.com']) expect(redactUrl(url, [])).toBe(url);
  });

  it('replaces the given secrets anywhere, in the replacement asked for', () => {
    expect(redactUrl('https://api.github.com/download/s3cr3t-path-part/file?token=x', ['s3cr3t-path-part'], '<T>')).toBe('https://api.github.com/download/<T>/file?token=<T>');
  });
});

describe('urlSecrets: what a runtime quoting the URL as given would show', () => {
  it('the user info, whole and its password alone, and each secret query value as written', () => {
    expect(urlSecrets('http://octocat:pass%20word@127.0.0.1:9/x?token=t%2B1&page=2&ACCESS_TOKEN=t2#top')).toEqual(['octocat:pass%20word', 'pass%20word', 't%2B1', 't2']);
  });

  it('a token given as the user name', () => {
    expect(urlSecrets('https://test-token-in-url@ghe.example.com/api/v3/user')).toContain('test-token-in-url');
  });

  it('nothing from a URL without credentials', () => {
    expect(urlSecrets('https://api.github.com/users/mona@example.com/keys?page=2&state=open')).toEqual([]);
  });
});

describe('redactText', () => {
  it('replaces a secret as is, URL-encoded and JSON-escaped', () => {
    const secret = 'pa ss/"word\\9';
    const text = `raw ${secret} | url ${encodeURIComponent(secret)} | json ${JSON.stringify(secret)}`;
    expect(redactText(text, [secret])).toBe(`raw ${R} | url ${R} | json "${R}"`);
  });

  it('skips an empty secret instead of splitting the text apart', () => {
    expect(redactText('nothing to hide', ['', 'absent-secret'])).toBe('nothing to hide');
  });

  it('takes a secret no URL can carry (a lone surrogate) as it is', () => {
    const secret = 'half-\ud800-of-a-pair';
    expect(redactText(`quoted ${secret}!`, [secret])).toBe(`quoted ${R}!`);
  });

  describe('a short secret (under 8 characters) is replaced only where it stands alone', () => {
    it.each([
      ['t', 'Not Found http://127.0.0.1/repos/o/test-repo', 'Not Found http://127.0.0.1/repos/o/test-repo'],
      ['test', '/repos/o/test-repo and testing', '/repos/o/test-repo and testing'],
      ['re', '/repos/o/test-repo: re-run the request', '/repos/o/test-repo: re-run the request'],
      ['ab.c', 'x.ab.c.y and ab.cd', 'x.ab.c.y and ab.cd'],
    ])('%j leaves the words and paths that contain it as they are', (secret, text, expected) => {
      expect(redactText(text, [secret])).toBe(expected);
    });

    it.each([
      ['t', 'Authorization: token t', `Authorization: token ${R}`],
      ['test', '"password":"test", ?token=test&page=2, /o/test/x', `"password":"${R}", ?token=${R}&page=2, /o/${R}/x`],
      ['a b', 'quoted: a b; encoded a%20b', `quoted: ${R}; encoded ${R}`],
      ['p"q', 'json {"secret":"p\\"q"}', `json {"secret":"${R}"}`],
    ])('%j is replaced where it stands alone, in each of its forms', (secret, text, expected) => {
      expect(redactText(text, [secret])).toBe(expected);
    });

    it('a secret of 8 characters or more is replaced inside words too', () => {
      expect(redactText('xx12345678yy', ['12345678'])).toBe(`xx${R}yy`);
    });
  });

  it('uses the replacement asked for', () => {
    expect(redactText('a test-token-1234 b', ['test-token-1234'], '<ACCESS_TOKEN>')).toBe('a <ACCESS_TOKEN> b');
  });

  describe('a multi-line secret (a PEM key) quoted one line at a time', () => {
    const pem = ['-----BEGIN RSA PRIVATE KEY-----', 'MIIEowIBAAKCAQEAq8lS1zfillerfillerfiller', 'Zm9vYmFyYmF6cXV4', 'abcd=', '-----END RSA PRIVATE KEY-----'].join('\n');

    it('each line of 8 characters or more is replaced on its own', () => {
      expect(redactText('bad key line: MIIEowIBAAKCAQEAq8lS1zfillerfillerfiller', [pem])).toBe(`bad key line: ${R}`);
      expect(redactText('then Zm9vYmFyYmF6cXV4 and -----END RSA PRIVATE KEY-----', [pem])).toBe(`then ${R} and ${R}`);
    });

    it('a line of exactly 8 characters is replaced, one of 7 is not (ordinary text survives)', () => {
      const secret = 'eight-ch\nseven-c';
      expect(redactText('eight-ch seven-c', [secret])).toBe(`${R} seven-c`);
    });

    it('also with CR LF line breaks', () => {
      const secret = 'first-line-of-key\r\nsecond-line-of-key';
      expect(redactText('[second-line-of-key]', [secret])).toBe(`[${R}]`);
      expect(redactText('[first-line-of-key]', [secret])).toBe(`[${R}]`);
    });

    it('a line is replaced with the replacement asked for', () => {
      expect(redactText('quoted Zm9vYmFyYmF6cXV4', [pem], '<KEY>')).toBe('quoted <KEY>');
    });

    it('the whole secret is still replaced as one', () => {
      expect(redactText(`key=${pem};`, [pem])).toBe(`key=${R};`);
    });
  });
});

describe('requestSecrets', () => {
  it.each(['authorization', 'proxy-authorization', 'cookie', 'x-github-otp'])('takes the value of %s, and the credential after its scheme', (name) => {
    expect(requestSecrets({ [name]: 'Bearer test-token-abc', accept: 'application/json' }, undefined, undefined)).toEqual(['Bearer test-token-abc', 'test-token-abc']);
  });

  it('takes the bare credential of `token`, `Bearer` and `Basic`, and a value without a scheme as it is', () => {
    expect(requestSecrets({ authorization: 'token test-token-1' }, undefined, undefined)).toEqual(['token test-token-1', 'test-token-1']);
    expect(requestSecrets({ authorization: 'Basic b2N0b2NhdDpwYXNz' }, undefined, undefined)).toEqual(['Basic b2N0b2NhdDpwYXNz', 'b2N0b2NhdDpwYXNz']);
    expect(requestSecrets({ authorization: 'Bearer  test-token-2' }, undefined, undefined)).toEqual(['Bearer  test-token-2', 'test-token-2']);
    expect(requestSecrets({ cookie: 'session=abc123' }, undefined, undefined)).toEqual(['session=abc123']);
    expect(requestSecrets({ 'x-github-otp': '918273' }, undefined, undefined)).toEqual(['918273']);
  });

  it('ignores ordinary headers and empty credential headers', () => {
    expect(requestSecrets({ accept: 'token not-a-secret', 'user-agent': 'bot/1', authorization: '' }, undefined, undefined)).toEqual([]);
  });

  it.each([
    ['password', { password: 'pw-value' }],
    ['token', { token: 'tk-value' }],
    ['secret', { secret: 'sc-value' }],
    ['otp', { otp: 'otp-value' }],
    ['client_secret', { client_secret: 'cs-value' }],
    ['clientSecret', { clientSecret: 'cs-value' }],
    ['access_token', { access_token: 'at-value' }],
    ['Password (any case)', { Password: 'pw-value' }],
  ])('takes a body member named %s', (_, body) => {
    expect(requestSecrets({}, body, undefined)).toEqual(Object.values(body));
  });

  it('ignores ordinary members, and non-text or empty values', () => {
    expect(requestSecrets({}, { name: 'web', title: 'a title', token: 42, secret: '', password: null }, undefined)).toEqual([]);
  });

  it('looks into nested objects and lists two levels down (a hook’s config.secret)', () => {
    expect(requestSecrets({}, { config: { url: 'https://example.com/hook', secret: 'hook-secret' } }, undefined)).toEqual(['hook-secret']);
    expect(requestSecrets({}, { a: { b: { password: 'two-down' } } }, undefined)).toEqual(['two-down']);
    expect(requestSecrets({}, [{ token: 'in-a-list' }], undefined)).toEqual(['in-a-list']);
    expect(requestSecrets({}, Object.assign(Object.create(null) as object, { secret: 'no-prototype' }), undefined)).toEqual(['no-prototype']);
  });

  it('stops below that depth, and never walks bytes or class instances', () => {
    expect(requestSecrets({}, { a: { b: { c: { password: 'three-down' } } } }, undefined)).toEqual([]);
    class Holder {
      secret = 'in-an-instance';
    }
    expect(requestSecrets({}, { file: new Holder() }, undefined)).toEqual([]);
    expect(requestSecrets({}, new Uint8Array([1, 2, 3]), undefined)).toEqual([]);
  });

  it('takes path parameters named as credentials', () => {
    expect(requestSecrets({}, undefined, { client_id: 'Iv1.abc', access_token: 'being-checked' })).toEqual(['being-checked']);
  });
});

describe('formSecrets', () => {
  const FORM = 'application/x-www-form-urlencoded';

  it('takes a credential field decoded and as the form wrote it', () => {
    const body = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.secret': 'a b&c=d' }).toString();
    expect(formSecrets(body, `${FORM}; charset=utf-8`)).toEqual(['a b&c=d', 'a+b%26c%3Dd']);
  });

  it.each(['token', 'password', 'otp', 'client_secret'])('takes a field named %s', (name) => {
    expect(formSecrets(`${name}=v1&other=v2`, FORM)).toEqual(['v1', 'v1']);
  });

  it('matches the content type in any case', () => {
    expect(formSecrets('secret=v1', 'Application/X-WWW-Form-Urlencoded')).toEqual(['v1', 'v1']);
  });

  it('takes nothing from another content type, a body that is not text, or an empty field', () => {
    expect(formSecrets('secret=v1', 'text/plain')).toEqual([]);
    expect(formSecrets('secret=v1', 'text/plain; profile="application/x-www-form-urlencoded"')).toEqual([]);
    expect(formSecrets('secret=v1', undefined)).toEqual([]);
    expect(formSecrets(new TextEncoder().encode('secret=v1'), FORM)).toEqual([]);
    expect(formSecrets('secret=&name=x', FORM)).toEqual([]);
  });
});

describe('answerSecrets', () => {
  it.each(['token', 'access_token', 'refresh_token', 'client_secret', 'password'])('takes a member named %s', (name) => {
    expect(answerSecrets({ [name]: 'minted-value', expires_at: '2026-01-01T00:00:00Z' })).toEqual(['minted-value']);
  });

  it('takes only members named exactly so: token_type, a node id or a title are not secrets', () => {
    expect(answerSecrets({ token_type: 'bearer', tokens_url: 'https://x', secret_scanning: 'enabled', title: 'token', Token: 'not-exact' })).toEqual([]);
  });

  it('takes values of 4 characters or more only', () => {
    expect(answerSecrets({ token: 'abcd' })).toEqual(['abcd']);
    expect(answerSecrets({ token: 'abc' })).toEqual([]);
  });

  it('looks two levels down (an authorization inside an answer), and in lists', () => {
    expect(answerSecrets({ authorization: { access_token: 'nested-token' } })).toEqual(['nested-token']);
    expect(answerSecrets({ a: { b: { refresh_token: 'two-down' } } })).toEqual(['two-down']);
    expect(answerSecrets([{ token: 'listed-token' }])).toEqual(['listed-token']);
    expect(answerSecrets({ a: { b: { c: { token: 'too-deep' } } } })).toEqual([]);
  });

  it('takes nothing from text or nothing', () => {
    expect(answerSecrets('token: plain text')).toEqual([]);
    expect(answerSecrets(undefined)).toEqual([]);
  });
});

describe('safeCause', () => {
  const SECRET = 'test-token-in-a-cause';

  it('keeps name, message, stack and a text code, each without the secret', () => {
    const original = Object.assign(new TypeError(`fetch failed with ${SECRET}`), { code: 'ECONNRESET', request: { headers: { authorization: SECRET } } });
    original.name = `TypeError ${SECRET}`;
    const copy = safeCause(original, [SECRET]) as Error & { code?: unknown; request?: unknown };
    expect(copy).toBeInstanceOf(Error);
    expect(copy).not.toBe(original);
    expect(copy.message).toBe(`fetch failed with ${R}`);
    expect(copy.name).toBe(`TypeError ${R}`);
    expect(copy.stack).toContain(`fetch failed with ${R}`);
    expect(copy.stack).not.toContain(SECRET);
    expect(copy.code).toBe('ECONNRESET');
    expect(copy.stack).toBe(String(original.stack).split(SECRET).join(R));
    expect(copy).not.toHaveProperty('request');
    // No cause: none is made up (inspect would show an empty one).
    expect(Object.hasOwn(copy, 'cause')).toBe(false);
  });

  it('drops a code that is not text', () => {
    const copy = safeCause(Object.assign(new Error('x'), { code: 7 }), []) as Error & { code?: unknown };
    expect(copy).not.toHaveProperty('code');
  });

  it('writes a stack from name and message when there is none, and names an unnamed error Error', () => {
    const copy = safeCause({ message: `no stack ${SECRET}` }, [SECRET]) as Error;
    expect(copy.name).toBe('Error');
    expect(copy.message).toBe(`no stack ${R}`);
    expect(copy.stack).toBe(`Error: no stack ${R}`);
    const named = safeCause({ name: 'AbortError', message: 'gone', stack: 42 }, []) as Error;
    expect(named.stack).toBe('AbortError: gone');
    expect((safeCause({ name: 'AbortError' }, []) as Error).message).toBe('');
  });

  it('copies the cause chain four levels down, each level redacted, then stops', () => {
    let chain: Error | undefined;
    for (let level = 6; level >= 0; level--) chain = new Error(`level ${level} ${SECRET}`, chain ? { cause: chain } : undefined);
    const messages: string[] = [];
    for (let current = safeCause(chain, [SECRET]) as Error | undefined; current; current = current.cause as Error | undefined) messages.push(current.message);
    expect(messages).toEqual([0, 1, 2, 3, 4].map((level) => `level ${level} ${R}`));
  });

  it('turns a thrown text into redacted text, and keeps null and undefined', () => {
    expect(safeCause(`thrown ${SECRET}`, [SECRET])).toBe(`thrown ${R}`);
    expect(safeCause(null, [SECRET])).toBeNull();
    expect(safeCause(undefined, [SECRET])).toBeUndefined();
  });
});

describe('shown: a value described in a ValidationError', () => {
  const installationToken = `ghs_${'x'.repeat(36)}`;

  it('an installation token (40 characters) is described, not quoted', () => {
    expect(installationToken).toHaveLength(40);
    expect(shown(installationToken)).toBe('a 40-character text');
  });

  it.each(['gho_', 'ghp_', 'ghu_', 'ghr_', 'github_pat_'])('a short text starting %s is described, not quoted', (prefix) => {
    expect(shown(`${prefix}filler`)).toBe(`a ${prefix.length + 6}-character text`);
  });

  it('a text of 40 characters is quoted, one of 41 is not', () => {
    expect(shown('a'.repeat(40))).toBe(`"${'a'.repeat(40)}"`);
    expect(shown('a'.repeat(41))).toBe('a 41-character text');
  });

  it('a text that only mentions a prefix later on is quoted', () => {
    expect(shown('not ghs_ at the start')).toBe('"not ghs_ at the start"');
  });
});
