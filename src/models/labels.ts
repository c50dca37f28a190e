import { id, many, one, date, num, str, wire, promised, promisedBool, promisedDate, promisedNum, promisedStr } from './library/fields.js';
import { fullOf, model, unpromised, type Field, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const shortLabelType = /* @__PURE__ */ model('ShortLabel', () => ({
  id: promisedNum,
  node_id: promisedStr,
  url: promisedStr,
  name: promisedStr,
  /** Hex, without a leading `#`. */
  color: promisedStr,
  default: promisedBool,
}));
/** A label as attached to an issue. Equal by url. */
export interface ShortLabel extends Infer<typeof shortLabelType> {}
export const ShortLabel: Model<ShortLabel> = shortLabelType;

const labelType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model('Label', () => ({ description: str }), ShortLabel), ShortLabel);
/** A label of a repository, with its description (listings through an issue may lack it). */
export interface Label extends Infer<typeof labelType> {}
export const Label: Model<Label> = labelType;

const issueLabelType = /* @__PURE__ */ model('IssueLabel', () => ({}), /* @__PURE__ */ unpromised(ShortLabel), Label);
/**
 * A label as an issue or an issue event carries it: GitHub's description promises none of its
 * fields there (an event's label has only a name and colour; an older issue lists bare names).
 */
export interface IssueLabel extends Infer<typeof issueLabelType> {}
export const IssueLabel: Model<IssueLabel> = issueLabelType;

const labels = /* @__PURE__ */ many(IssueLabel);

/** Issue labels may be listed as bare names; those read as a label with only a name. */
export const labelList: Field<readonly IssueLabel[], false> = {
  key: null,
  required: false,
  read: (value, path, reading) => labels.read(Array.isArray(value) && value.some((l: unknown) => typeof l === 'string') ? value.map((l: unknown) => (typeof l === 'string' ? { name: l } : l)) : value, path, reading),
};

const milestoneType = /* @__PURE__ */ model('Milestone', () => ({
  id,
  node_id: promisedStr,
  number: promisedNum,
  url: promisedStr,
  html_url: promisedStr,
  labels_url: promisedStr,
  title: promisedStr,
  description: str,
  state: promisedStr,
  creator: /* @__PURE__ */ one(ShortUser),
  open_issues_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('open_issues', num)),
  closed_issues_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('closed_issues', num)),
  created_at: promisedDate,
  updated_at: promisedDate,
  closed_at: date,
  due_on: date,
}));
/**
 * A milestone of a repository. `number` is repository-local, from 1; `creator` and
 * `due_on` are null when absent. Equal by url.
 */
export interface Milestone extends Infer<typeof milestoneType> {}
export const Milestone: Model<Milestone> = milestoneType;
