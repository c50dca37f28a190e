import { afterEach, describe, expect, it } from 'vitest';
import { send, uploadBaseUrl } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { AuthenticationFailed, RedirectRefused, ValidationError } from '../../src/errors/index.js';
import { uploadReleaseAsset } from '../../src/repos/upload-asset.js';
import { closeLoopbacks, json, loopback, OTP, PASSWORD, rejection, TOKEN, type Loopback } from './loopback.js';
import { logging, twoFactor, watch } from '../../src/core/index.js';

afterEach(closeLoopbacks);

/** An origin that records whatever reaches it and answers as an upload host would. */
async function elsewhere(): Promise<Loopback> {
  return loopback((_, response) => json(response, 201, { id: 9, name: 'stolen.zip' }));
}

const bytes = () => new TextEncoder().encode('release file');
const stream = () => new ReadableStream<Uint8Array>({ pull: (c) => (c.enqueue(bytes()), c.close()) });

describe('an asset goes only to the session’s upload origin', () => {
  it.each([
    ['bytes', bytes, undefined],
    ['a stream', stream, 12],
  ])('an upload_url on another origin is refused with nothing sent (%s)', async (_, data, size) => {
    const other = await elsewhere();
    const home = await elsewhere();
    const session = createSession({ baseUrl: home.url, token: TOKEN });
    const release = { upload_url: `${other.url}/repos/octocat/Hello-World/releases/1/assets{?name,label}` };
    const error = await rejection(uploadReleaseAsset(session, release, 'application/zip', 'a.zip', data(), size === undefined ? {} : { size }), ValidationError);
    expect(error.parameter).toBe('release.upload_url');
    expect(error.message).not.toContain(TOKEN);
    expect(other.requests).toHaveLength(0);
    expect(home.requests).toHaveLength(0);
  });

  it('an api.github.com session uploads to uploads.github.com and nowhere else', async () => {
    const other = await elsewhere();
    const session = createSession({ token: TOKEN });
    expect(uploadBaseUrl(session)).toBe('https://uploads.github.com');
    for (const upload_url of [`${other.url}/repos/o/r/releases/1/assets{?name}`, 'https://uploads.github.com.evil.example/repos/o/r/releases/1/assets{?name}', 'http://uploads.github.com/repos/o/r/releases/1/assets{?name}']) {
      await rejection(uploadReleaseAsset(session, { upload_url }, 'application/zip', 'a.zip', bytes()), ValidationError);
    }
    expect(other.requests).toHaveLength(0);
  });

  it('the pipeline itself sends neither a body nor credentials to another origin, even for an upload', async () => {
    const other = await elsewhere();
    const session = createSession({ baseUrl: 'http://127.0.0.1:9', token: TOKEN });
    await rejection(send(session, { method: 'POST', path: `${other.url}/repos/o/r/releases/1/assets`, rawBody: bytes(), contentType: 'application/zip', upload: true }), ValidationError);
    await send(session, { path: `${other.url}/anything`, upload: true, headers: { authorization: `token ${TOKEN}` } });
    expect(other.requests).toHaveLength(1);
    expect(other.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('the upload origin gets credentials only for an upload', async () => {
    const home = await loopback((request, response) => json(response, 200, { ok: true }));
    const session = createSession({ baseUrl: `${home.url}/api/v3`, token: TOKEN, allowInsecureHttp: true });
    expect(uploadBaseUrl(session)).toBe(`${home.url}/api/uploads`);
    // A self-hosted installation's uploads live on its own host, outside /api/v3: credentials go there for an upload only.
    await send(session, { path: `${home.url}/api/uploads/x`, method: 'POST', rawBody: 'a', upload: true });
    await send(session, { path: `${home.url}/api/uploads/x` });
    expect(home.requests.map((r) => r.headers.authorization)).toEqual([`token ${TOKEN}`, undefined]);
    const api = createSession({ token: TOKEN });
    const other = await elsewhere();
    // For api.github.com, uploads.github.com is the only extra origin, and only for an upload: another origin's GET carries nothing.
    await send(api, { path: `${other.url}/x`, upload: true });
    expect(other.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('an upload redirected elsewhere is not followed: the file and the token stay home', async () => {
    const other = await elsewhere();
    const home = await loopback((request, response) => {
      response.writeHead(307, { location: `${other.url}${request.url}` });
      response.end();
    });
    const session = createSession({ baseUrl: home.url, token: TOKEN });
    const release = { upload_url: `${home.url}/repos/octocat/Hello-World/releases/1/assets{?name,label}` };
    await rejection(uploadReleaseAsset(session, release, 'application/zip', 'a.zip', stream(), { size: 12 }), RedirectRefused);
    expect(home.requests).toHaveLength(1);
    expect(home.requests[0]?.body).toBe('release file');
    expect(home.requests[0]?.headers['content-length']).toBe('12');
    expect(other.requests).toHaveLength(0);
  });
});

describe('a streamed upload is observed like every other request', () => {
  it('counted in state, shown to beforeRequest and afterResponse without the token, and logged', async () => {
    const home = await loopback((_, response) => json(response, 201, { id: 1, name: 'a.zip', url: 'https://api.github.com/repos/octocat/Hello-World/releases/assets/1' }));
    const seen: string[] = [];
    const lines: string[] = [];
    const session = createSession({
      baseUrl: home.url,
      token: TOKEN,
      stages: [logging({ debug: (line) => void lines.push(line) }), watch({
        beforeRequest: (r) => void seen.push(`before ${r.method} ${r.attempt} ${JSON.stringify(r.headers)}`),
        afterResponse: (r) => void seen.push(`after ${r.status}`),
      })],
    });
    const release = { upload_url: `${home.url}/repos/octocat/Hello-World/releases/1/assets{?name,label}` };
    await uploadReleaseAsset(session, release, 'application/zip', 'a.zip', stream(), { size: 12 });
    expect(home.requests).toHaveLength(1);
    expect(session.state.requests).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^before POST 1 /);
    expect(seen[0]).toContain('application/zip');
    expect(seen[0]).not.toContain(TOKEN);
    expect(seen[1]).toBe('after 201');
    expect(lines).toEqual([expect.stringMatching(/^POST .*\/releases\/1\/assets\?name=a\.zip → 201 in \d+ ms \(request \d+\)$/)]);
  });
});

describe('a two-factor challenge to an upload', () => {
  /** An installation that asks Basic authentication for a one-time password, and takes an asset with one. */
  const challenging = () =>
    loopback((request, response) => {
      if (!request.headers['x-github-otp']) json(response, 401, { message: 'Must specify two-factor authentication OTP code.' }, { 'x-github-otp': 'required; app' });
      else json(response, 201, { id: 1, name: 'a.zip', url: 'https://api.github.com/repos/octocat/Hello-World/releases/assets/1' });
    });

  it('of bytes: the code is asked for and the asset sent again with it', async () => {
    const home = await challenging();
    const asked: string[] = [];
    const session = createSession({ baseUrl: home.url, username: 'octocat', password: PASSWORD, stages: [twoFactor(() => (asked.push('code'), OTP))] });
    const release = { upload_url: `${home.url}/repos/octocat/Hello-World/releases/1/assets{?name,label}` };
    const asset = await uploadReleaseAsset(session, release, 'application/zip', 'a.zip', bytes());
    expect(asset.id).toBe(1);
    expect(asked).toEqual(['code']);
    expect(home.requests.map((r) => [r.headers['x-github-otp'], r.body])).toEqual([[undefined, 'release file'], [OTP, 'release file']]);
  });

  it('of a stream: no code is asked for (it could not be used), one request, and an AuthenticationFailed that says how to send the code', async () => {
    const home = await challenging();
    const asked: string[] = [];
    const session = createSession({ baseUrl: home.url, username: 'octocat', password: PASSWORD, stages: [twoFactor(() => (asked.push('code'), OTP))] });
    const release = { upload_url: `${home.url}/repos/octocat/Hello-World/releases/1/assets{?name,label}` };
    const error = await rejection(uploadReleaseAsset(session, release, 'application/zip', 'a.zip', stream(), { size: 12 }), AuthenticationFailed);
    expect(error.status).toBe(401);
    expect(error.message).toBe("two-factor code required, and a streamed body cannot be sent twice (upload bytes, or give the code in the call's headers as x-github-otp): Must specify two-factor authentication OTP code.");
    expect(error).toMatchObject({ method: 'POST', url: `${home.url}/repos/octocat/Hello-World/releases/1/assets?name=a.zip` });
    expect(asked).toEqual([]);
    expect(home.requests).toHaveLength(1);
    expect(error.message).not.toContain(PASSWORD);

    // With the code given up front, the stream goes once, and is taken.
    const taken = await uploadReleaseAsset(session, release, 'application/zip', 'a.zip', stream(), { size: 12, headers: { 'x-github-otp': OTP } });
    expect(taken.id).toBe(1);
    expect(home.requests.map((r) => [r.headers['x-github-otp'], r.body])).toEqual([[undefined, 'release file'], [OTP, 'release file']]);
  });
});
