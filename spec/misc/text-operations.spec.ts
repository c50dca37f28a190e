import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { getMascot } from '../../src/meta/mascot.js';
import { renderMarkdown } from '../../src/misc/markdown.js';
import { getZen } from '../../src/meta/zen.js';
import { ValidationError } from '../../src/errors/index.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { loadRecording, replay } from '../support/recordings.js';

describe('getZen (zen)', () => {
  it('returns the sentence as text', async () => {
    const served = replay('openapi/meta.get-zen');
    const { session, sent } = capturedSession();
    expect(await getZen(session)).toBe('Responsive is better than fast');
    expectRequest(sent[0], { method: 'GET', path: '/zen' });
    served.done();
  });
});

describe('getMascot (mascot)', () => {
  it('returns the art as text, with no query when nothing is said', async () => {
    const { session, sent } = capturedSession();
    const served = replay('openapi/meta.get-octocat');
    const art = await getMascot(session);
    expect(art).toContain('MMMMMMMMMMMMMMMMMMM');
    expect(art.split('\n').length).toBeGreaterThan(10);
    expectRequest(sent[0], { method: 'GET', path: '/octocat' });
    served.done();
  });

  it('puts the speech bubble text in the query', async () => {
    const { session, sent } = capturedSession();
    // The documented art, served for the query this call sends.
    const recorded = loadRecording('openapi/meta.get-octocat').interactions[0];
    nock('https://api.github.com').get('/octocat').query({ s: 'Hello hubops' }).reply(200, recorded?.response as string, recorded?.rawHeaders);
    expect(await getMascot(session, { say: 'Hello hubops' })).toContain('MMM');
    expectRequest(sent[0], { method: 'GET', path: '/octocat', query: { s: 'Hello hubops' } });
  });
});

describe('renderMarkdown (markdown)', () => {
  it('posts the text as JSON and returns the HTML', async () => {
    const served = replay('openapi/markdown.render');
    const { session, sent } = capturedSession();
    expect(await renderMarkdown(session, 'Hello **world**')).toBe('<p>Hello <strong>world</strong></p>');
    expectRequest(sent[0], { method: 'POST', path: '/markdown', body: { text: 'Hello **world**' }, headers: { 'content-type': 'application/json; charset=utf-8' } });
    served.done();
  });

  it('sends mode and context for gfm', async () => {
    nock('https://api.github.com')
      .post('/markdown', { text: 'Hello **world**', mode: 'gfm', context: 'octocat/Hello-World' })
      .reply(200, '<p>Hello <strong>world</strong></p>', { 'content-type': 'text/html; charset=utf-8' });
    const { session, sent } = capturedSession();
    await renderMarkdown(session, 'Hello **world**', { mode: 'gfm', context: 'octocat/Hello-World' });
    expectRequest(sent[0], { method: 'POST', path: '/markdown', body: { text: 'Hello **world**', mode: 'gfm', context: 'octocat/Hello-World' } });
  });

  it('posts raw text to /markdown/raw', async () => {
    const served = replay('openapi/markdown.render-raw');
    const { session, sent } = capturedSession();
    expect(await renderMarkdown(session, 'Hello **world**', { raw: true })).toBe('<p>Hello <strong>world</strong></p>');
    expectRequest(sent[0], { method: 'POST', path: '/markdown/raw', body: 'Hello **world**', headers: { 'content-type': 'text/plain; charset=utf-8' } });
    served.done();
  });

  it('refuses an unknown mode, and mode or context with raw, and sends nothing for empty text', async () => {
    const { session, sent } = capturedSession();
    await expect(renderMarkdown(session, 'x', { mode: 'html' as 'gfm' })).rejects.toThrow(ValidationError);
    await expect(renderMarkdown(session, 'x', { raw: true, mode: 'gfm' })).rejects.toThrow(expect.objectContaining({ parameter: 'raw' }));
    await expect(renderMarkdown(session, 'x', { raw: true, context: 'octocat/Hello-World' })).rejects.toThrow(expect.objectContaining({ parameter: 'raw' }));
    expect(await renderMarkdown(session, '')).toBe('');
    expect(await renderMarkdown(session, '', { raw: true })).toBe('');
    expect(sent).toHaveLength(0);
  });

  it('refuses text that is not text, a raw that is not a flag, and a context that is not text, before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(renderMarkdown(session, null as unknown as string)).rejects.toThrow(expect.objectContaining({ parameter: 'text' }));
    await expect(renderMarkdown(session, { text: 'x' } as unknown as string)).rejects.toThrow(expect.objectContaining({ parameter: 'text' }));
    await expect(renderMarkdown(session, 'x', { raw: 'yes' as unknown as boolean })).rejects.toThrow(expect.objectContaining({ parameter: 'raw' }));
    await expect(renderMarkdown(session, 'x', { context: 7 as unknown as string })).rejects.toThrow(expect.objectContaining({ parameter: 'context' }));
    await expect(renderMarkdown(session, 'x', true as never)).rejects.toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getMascot and getZen: bad input', () => {
  it('refuses a say that is not text, and an unknown option, before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(getMascot(session, { say: 42 as unknown as string })).rejects.toThrow(expect.objectContaining({ parameter: 'say' }));
    await expect(getZen(session, { say: 'x' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'say' }));
    await expect(getZen(session, 'x' as never)).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});
