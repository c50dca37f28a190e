const sensitiveQuery = /([?&](?:access_token|client_secret|token)=)[^&#]*/gi;

/** The URL without user info, secret query values, or any of the given secrets. */
export function redactUrl(url: string, secrets: readonly string[]): string {
  let safe = url.replace(/^(https?:\/\/)[^/@]*@/i, '$1').replace(sensitiveQuery, '$1[REDACTED]');
  for (const secret of secrets) {
    if (secret) safe = safe.split(secret).join('[REDACTED]').split(encodeURIComponent(secret)).join('[REDACTED]');
  }
  return safe;
}
