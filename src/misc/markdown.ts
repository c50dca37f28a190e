import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { oneOf } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';

export interface MarkdownOptions extends CallOptions {
  /** `markdown` (plain, the default) or `gfm` (GitHub Flavored, with `context` for references). */
  mode?: 'markdown' | 'gfm';
  /** `owner/repo` that `#123` and `@user` references in gfm mode refer to. */
  context?: string;
  /** Send the text as is to `/markdown/raw` (plain markdown, no mode or context). */
  raw?: boolean;
}

/** The text rendered as HTML; empty text gives '' without a request. `POST /markdown`, `POST /markdown/raw` */
export async function renderMarkdown(session: Session, text: string, options: MarkdownOptions = {}): Promise<string> {
  const { mode, context, raw, ...call } = options;
  oneOf('mode', mode, ['markdown', 'gfm']);
  if (raw && (mode !== undefined || context)) throw new ValidationError('raw', 'renders plain markdown as a README: mode and context apply only without raw');
  if (text === '') return '';
  const reply = raw
    ? await sendForData<string>(session, { ...call, method: 'POST', path: '/markdown/raw', rawBody: text, contentType: 'text/plain; charset=utf-8', as: 'text' })
    : await sendForData<string>(session, { ...call, method: 'POST', path: '/markdown', body: { text, mode, context: context || undefined }, as: 'text' });
  return reply.data;
}
