import { date, id, json, str } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';

const importedIssueType = /* @__PURE__ */ model('ImportedIssue', () => ({
  id,
  status: str,
  url: str,
  import_issues_url: str,
  repository_url: str,
  /** The issue made by the import, once imported. */
  issue_url: str,
  created_at: date,
  updated_at: date,
  errors: json,
}));
/**
 * An issue import request (the golden-comet preview): `status` is `pending`, `imported` or
 * `failed`; `errors` lists what the service refused (kept as received), null while there is none.
 */
export interface ImportedIssue extends Infer<typeof importedIssueType> {}
export const ImportedIssue: Model<ImportedIssue> = importedIssueType;
