import { flag, oneOf, text } from '../core/codec.js';
import { type WithDescribed, body, operation, type Op, type Result, text as asText } from '../core/operation.js';
import type { CallOptions, RequestSpec } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { renderMembers, type RenderMembers } from './generated/members/markdown-render.js';

export interface MarkdownOptions extends CallOptions {
  /** `markdown` (plain, the default) or `gfm` (GitHub Flavored, with `context` for references). */
  mode?: 'markdown' | 'gfm';
  /** `owner/repo` that `#123` and `@user` references in gfm mode refer to. */
  context?: string;
  /** Send the text as is to `/markdown/raw` (plain markdown, no mode or context). */
  raw?: boolean;
}

/** The rendered HTML; nothing to render is '' without asking the service. */
const rendered: Result<Promise<string>> = {
  run: (session, spec) => (spec.rawBody === '' || (spec.body as { text?: string } | undefined)?.text === '' ? Promise.resolve('') : asText.run(session, spec, {})),
};

/** The JSON form names mode and context; the raw form is the text alone, on its own route. */
function markdownRequest(values: Readonly<Record<string, unknown>>, spec: RequestSpec): RequestSpec {
  const { text: source, mode, context, raw } = values as { text: string; mode?: string; context?: string; raw?: boolean };
  if (raw) return { ...spec, path: '/markdown/raw', body: undefined, rawBody: source, contentType: 'text/plain; charset=utf-8' };
  return { ...spec, body: { text: source, mode, context: context || undefined } };
}

/** The text rendered as HTML; empty text gives '' without a request. `POST /markdown`, `POST /markdown/raw` */
export const renderMarkdown: Op<[text: string], WithDescribed<MarkdownOptions, RenderMembers, 'text'>, Promise<string>> = /*#__PURE__*/ operation(() => ({
  described: renderMembers,
  method: 'POST',
  path: '/markdown',
  args: ['text'],
  params: {
    text: /*#__PURE__*/ body(text),
    mode: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('markdown', 'gfm')),
    context: /*#__PURE__*/ body(text),
    raw: /*#__PURE__*/ body(flag),
  },
  check: ({ raw, mode, context }) => {
    if (raw && (mode !== undefined || context)) throw new ValidationError('raw', 'renders plain markdown as a README: mode and context apply only without raw');
  },
  encode: markdownRequest,
  result: rendered,
}));
