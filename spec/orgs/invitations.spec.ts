import { lacks } from '../support/lacks.js';
import { describe, expect, it } from 'vitest';
import { OrganizationInvitation } from '../../src/models/documented.js';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { asDict, fromDict, sameId } from '../../src/models/library/objects.js';
import { documentedResponse, loadRecording } from '../support/recordings.js';

/** The documented answer of `POST /orgs/{org}/invitations` (components.examples.organization-invitation). */
const DOCUMENTED = documentedResponse('openapi/orgs.create-invitation') as Record<string, unknown>;

describe('OrganizationInvitation', () => {
  it('reads the documented organization invitation under its documented names', () => {
    expect(loadRecording('openapi/orgs.create-invitation').provenance).toMatchObject({ example: '#/components/examples/organization-invitation/value' });
    const invitation = fromDict(OrganizationInvitation, DOCUMENTED);
    expect([invitation.id, invitation.node_id, invitation.login, invitation.email, invitation.role]).toEqual([1, 'MDQ6VXNlcjE=', 'monalisa', 'octocat@github.com', 'direct_member']);
    expect(invitation.created_at).toEqual(new Date('2016-11-30T14:46:10Z'));
    expect([invitation.inviter?.login, invitation.inviter?.id]).toEqual(['other_user', 1]);
    expect([invitation.team_count, invitation.invitation_teams_url, invitation.invitation_source]).toEqual([2, 'https://api.github.com/organizations/2/invitations/1/teams', 'member']);
    // Left out of the example: the older link name, and the failure fields of a pending invitation.
    expect([invitation.invitation_team_url, invitation.failed_at, invitation.failed_reason]).toEqual([null, null, null]);
    expect(asDict(invitation)).toEqual(DOCUMENTED);
    expect(Object.isFrozen(invitation)).toBe(true);
  });

  it('reads a field the service leaves out as null, or as the named error where the description promises it; strict on the id; equal by id', () => {
    const byEmail: Record<string, unknown> = { ...DOCUMENTED, login: null };
    delete byEmail.inviter;
    delete byEmail.team_count;
    const invitation = fromDict(OrganizationInvitation, byEmail);
    expect([invitation.login, invitation.email]).toEqual([null, 'octocat@github.com']);
    // GitHub's description promises an invitation's inviter and team count: an answer without them breaks that promise.
    expect([lacks(invitation, 'inviter'), lacks(invitation, 'team_count')]).toEqual([true, true]);
    expect(sameId(invitation, fromDict(OrganizationInvitation, DOCUMENTED))).toBe(true);
    expect(() => fromDict(OrganizationInvitation, { ...DOCUMENTED, id: 'one' })).toThrow(UnprocessableResponseBody);
  });
});
