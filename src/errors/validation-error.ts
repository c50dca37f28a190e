import { GitHubError } from './github-error.js';

/** A parameter is invalid; nothing was sent. */
export class ValidationError extends GitHubError {
  /** The name of the offending parameter or option. */
  readonly parameter: string;

  constructor(parameter: string, message: string) {
    const name = typeof parameter === 'string' ? parameter : 'argument';
    super({ message: `${name}: ${message}` });
    this.parameter = name;
  }
}
