import { GitHubError, type GitHubErrorInit } from './github-error.js';

/**
 * GitHub's sign-in service (`/login/device/code`, `/login/oauth/access_token`) refused an
 * exchange, or a device code ran out before the user answered. `code` is the service's error:
 * `access_denied`, `expired_token`, `bad_verification_code`, `bad_refresh_token`,
 * `incorrect_client_credentials`, `redirect_uri_mismatch`, `unverified_user_email`,
 * `incorrect_device_code`, `device_flow_disabled`, `unsupported_grant_type`, or another it names.
 * No code, secret or token sent appears in it.
 */
export class OAuthError extends GitHubError {
  /** The service's error code. */
  readonly code: string;

  constructor(init: GitHubErrorInit & { code: string }) {
    super(init);
    this.code = init.code;
  }
}
