import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { TransportError, ValidationError } from '../../src/errors/index.js';
import { listCodeFrequency, listCommitActivity, listContributorStatistics, waitForStatistics } from '../../src/repos/statistics.js';
import { closeLoopbacks, json, loopback } from '../hardening/loopback.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const route = '/repos/octocat/Hello-World/stats/code_frequency';

describe('listCodeFrequency (code_frequency)', () => {
  it('yields frozen [week, additions, deletions] rows, sending no paging parameters (real traffic)', async () => {
    const served = replay('live/stats.code-frequency');
    const { session, sent } = capturedSession();
    const weeks = await listCodeFrequency(session, 'pengwynn/pingwynn').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/pengwynn/pingwynn/stats/code_frequency' });
    served.done();
    expect(weeks.slice(0, 2)).toEqual([[1376179200, 25, -5], [1376784000, 32, 0]]);
    expect(Object.isFrozen(weeks[0])).toBe(true);
  });

  it('a 202 yields nothing and leaves lastStatus 202', async () => {
    const served = replay('openapi/repos.get-code-frequency-stats.202');
    const { session } = capturedSession();
    const listing = listCodeFrequency(session, 'octocat/Hello-World');
    expect(await listing.toArray()).toEqual([]);
    expect(listing.lastStatus).toBe(202);
    served.done();
  });
});

describe('listCommitActivity (commit_activity)', () => {
  it('yields a CommitActivity per week (real traffic and documented example)', async () => {
    const served = replay('live/stats.commit-activity');
    const { session, sent } = capturedSession();
    const weeks = await listCommitActivity(session, 'pengwynn/pingwynn').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/pengwynn/pingwynn/stats/commit_activity' });
    served.done();
    expect([weeks.length, weeks[0]?.week, weeks[0]?.total]).toEqual([52, 1407274131, 0]);
    const documented = replay('openapi/repos.get-commit-activity-stats');
    const [week] = await listCommitActivity(session, 'octocat/Hello-World').toArray();
    expect([week?.days, week?.total, week?.week]).toEqual([[0, 3, 26, 20, 39, 1, 0], 89, 1336280400]);
    documented.done();
  });
});

describe('listContributorStatistics (contributor_statistics)', () => {
  it('yields ContributorStats (real traffic and documented example)', async () => {
    const served = replay('live/stats.contributors');
    const { session, sent } = capturedSession();
    const stats = await listContributorStatistics(session, 'pengwynn/pingwynn').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/pengwynn/pingwynn/stats/contributors' });
    served.done();
    expect([stats[0]?.total, (stats[0]?.weeks as { w: number }[])[0]]).toEqual([1, { w: 1376179200, a: 1, d: 1, c: 1 }]);
    expect(stats.map((s) => s.author?.login).every((login) => typeof login === 'string')).toBe(true);
    const documented = replay('openapi/repos.get-contributors-stats');
    const [one] = await listContributorStatistics(session, 'octocat/Hello-World').toArray();
    expect([one?.author?.login, one?.total]).toEqual(['octocat', 135]);
    documented.done();
  });

  it('a 202 (the service sends {}) yields nothing, never an UnprocessableResponseBody', async () => {
    const served = replay('openapi/repos.get-contributors-stats.202');
    const { session } = capturedSession();
    const listing = listContributorStatistics(session, 'octocat/Hello-World');
    expect(await listing.toArray()).toEqual([]);
    expect(listing.lastStatus).toBe(202);
    served.done();
  });
});

describe('waitForStatistics', () => {
  afterEach(closeLoopbacks);

  it('lists again after a 202 and answers the items', async () => {
    nock('https://api.github.com').get(route).reply(202, {}).get(route).reply(200, documentedResponse('openapi/repos.get-code-frequency-stats') as object);
    const { session, sent } = capturedSession();
    const weeks = await waitForStatistics(() => listCodeFrequency(session, 'octocat/Hello-World'), { attempts: 3, delayMs: 5 });
    expect(weeks).toEqual([[1302998400, 1124, -435]]);
    expect(sent).toHaveLength(2);
  });

  it('answers null when the statistics are still not ready after the last attempt', async () => {
    nock('https://api.github.com').get(route).times(3).reply(202, {});
    const { session, sent } = capturedSession();
    expect(await waitForStatistics(() => listCodeFrequency(session, 'octocat/Hello-World'), { attempts: 3, delayMs: 1 })).toBeNull();
    expect(sent).toHaveLength(3);
  });

  it('an abort while waiting rejects with a TransportError (abort) and lists no more', async () => {
    nock('https://api.github.com').get(route).reply(202, {});
    const { session, sent } = capturedSession();
    const controller = new AbortController();
    const waiting = waitForStatistics(() => listCodeFrequency(session, 'octocat/Hello-World'), { attempts: 5, delayMs: 60_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(waiting, TransportError);
    expect(error.reason).toBe('abort');
    expect(sent).toHaveLength(1);
  });

  it('hands its signal to each listing: an abort cancels the request in flight', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    // The first listing answers 202; the second is held until the client gives up on it.
    const server = await loopback((_request, response, index) => {
      if (index === 0) return json(response, 202, {});
      response.on('close', closed);
    });
    const session = createSession({ baseUrl: server.url, retry: false });
    const controller = new AbortController();
    const given: (AbortSignal | undefined)[] = [];
    const waiting = waitForStatistics(
      (signal) => {
        given.push(signal);
        if (given.length === 2) setTimeout(() => controller.abort(), 20);
        return listCodeFrequency(session, 'octocat/Hello-World', { signal });
      },
      { attempts: 3, delayMs: 1, signal: controller.signal },
    );
    const error = await rejection(waiting, TransportError);
    expect(error.reason).toBe('abort');
    expect(given).toEqual([controller.signal, controller.signal]);
    expect(server.requests.map((r) => r.url)).toEqual([route, route]);
    await connectionClosed;
  });

  it('refuses a listing that is not a function and a budget out of bounds, before listing', async () => {
    const { session, sent } = capturedSession();
    const listing = () => listCodeFrequency(session, 'octocat/Hello-World');
    expect((await rejection(waitForStatistics(7 as never), ValidationError)).parameter).toBe('listing');
    for (const [options, parameter] of [[{ attempts: 0 }, 'attempts'], [{ attempts: 101 }, 'attempts'], [{ delayMs: -1 }, 'delayMs'], [{ delayMs: 600_001 }, 'delayMs'], [{ signal: 'stop' }, 'signal'], [{ tries: 3 }, 'tries']] as const) {
      expect((await rejection(waitForStatistics(listing, options as never), ValidationError)).parameter).toBe(parameter);
    }
    expect(sent).toHaveLength(0);
  });
});
