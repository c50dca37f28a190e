import nock from 'nock';
import { loadRecording } from '../support/recordings.js';

/**
 * Serves the first page of a live listing recording. octokit.rb asked without `per_page`, which
 * this client always sends, so the recorded answer is served for the recorded path with
 * `per_page=100`; the rest of the request is as recorded. Returns the scope, to check it was used.
 */
export function serveLiveListing(name: string): nock.Scope {
  const interaction = loadRecording(name).interactions[0];
  if (!interaction || interaction.method !== 'GET') throw new Error(`${name}: not a listing recording`);
  return nock(interaction.scope).get(interaction.path).query({ per_page: '100' }).reply(interaction.status, interaction.response as nock.Body, interaction.rawHeaders);
}
