import { GitHubError } from './github-error.js';

/**
 * No answer was read: the network failed, the request timed out or was aborted, or the
 * answer was larger than the session's `maxResponseBytes`.
 */
export class TransportError extends GitHubError {
  /** 'network' | 'timeout' | 'abort' | 'too-large' */
  readonly reason: 'network' | 'timeout' | 'abort' | 'too-large';

  constructor(init: ConstructorParameters<typeof GitHubError>[0] & { reason: TransportError['reason'] }) {
    super(init);
    this.reason = init.reason;
  }
}
