import { describe, expect, it } from 'vitest';
import * as actions from '../../src/actions/index.js';
import { bindModule } from '../../src/core/bind-module.js';
import { ValidationError } from '../../src/errors/index.js';
import { answered } from '../support/capture.js';

describe('bindModule', () => {
  it('binds each operation of a module to the session: the same call without the session', async () => {
    const { session, sent } = answered({ token: 'bind-module-token' }, { total_count: 0, workflow_runs: [] });
    const gh = bindModule(session, actions);
    const runs = gh.listWorkflowRunsForRepo('octocat/Hello-World', { status: 'failure' });
    expect(await runs.toArray()).toEqual([]);
    expect(sent.map((r) => r.url)).toEqual(['https://api.github.com/repos/octocat/Hello-World/actions/runs?status=failure&per_page=100']);
    expect(sent[0]?.headers.authorization).toBe('token bind-module-token');
    expect(Object.isFrozen(gh)).toBe(true);
    expect(Object.keys(gh).length).toBe(Object.values(actions).filter((v) => typeof v === 'function').length);
  });

  it('refuses what is no session or no module, before anything is sent', () => {
    const { session } = answered();
    for (const module of [null, 7, 'actions', [], { url: 'x' }]) expect(() => bindModule(session, module as never)).toThrow(ValidationError);
    expect(() => bindModule({} as never, actions)).toThrow(ValidationError);
  });
});
