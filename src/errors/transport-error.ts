import { GitHubError } from './github-error.js';

/** No answer was read: the network failed, the request timed out, or it was aborted. */
export class TransportError extends GitHubError {
  /** 'network' | 'timeout' | 'abort' */
  readonly reason: 'network' | 'timeout' | 'abort';

  constructor(init: ConstructorParameters<typeof GitHubError>[0] & { reason: TransportError['reason'] }) {
    super(init);
    this.reason = init.reason;
  }
}
