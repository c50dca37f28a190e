/** What every error of hubops carries; fields are filled where the condition has them. */
export interface GitHubErrorInit {
  status?: number;
  message: string;
  errors?: readonly unknown[];
  documentationUrl?: string | null;
  method?: string;
  url?: string;
  /** GitHub's id of the request (`x-github-request-id`). */
  requestId?: string | null;
  cause?: unknown;
}

/** Base class of every error hubops throws. The request URL never carries credentials. */
export class GitHubError extends Error {
  readonly status: number;
  readonly errors: readonly unknown[];
  readonly documentationUrl: string | null;
  readonly method: string | null;
  readonly url: string | null;
  /** GitHub's id of the request that failed (`x-github-request-id`): what GitHub's support asks for. Null when no answer named one. */
  readonly requestId: string | null;

  constructor(init: GitHubErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status ?? 0;
    this.errors = Object.freeze([...(init.errors ?? [])]);
    this.documentationUrl = init.documentationUrl ?? null;
    this.method = init.method ?? null;
    this.url = init.url ?? null;
    this.requestId = init.requestId ?? null;
  }
}
