import { bool, id, many, one, date, num, str, wire } from '../schema/fields.js';
import { fullOf, model, type Field, type Infer, type Model } from '../schema/model.js';
import { ShortUser } from './users.js';

const shortLabelType = /* @__PURE__ */ model('ShortLabel', {
  id: num,
  node_id: str,
  url: str,
  name: str,
  /** Hex, without a leading `#`. */
  color: str,
  default: bool,
});
/** A label as attached to an issue. Equal by url. */
export interface ShortLabel extends Infer<typeof shortLabelType> {}
export const ShortLabel: Model<ShortLabel> = shortLabelType;

const labelType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model('Label', { description: str }, ShortLabel), ShortLabel);
/** A label of a repository, with its description (listings through an issue may lack it). */
export interface Label extends Infer<typeof labelType> {}
export const Label: Model<Label> = labelType;

const labels = /* @__PURE__ */ many(ShortLabel);

/** Issue labels may be listed as bare names; those read as a label with only a name. */
export const labelList: Field<readonly Infer<typeof ShortLabel>[], false> = {
  key: null,
  required: false,
  read: (value, path) => labels.read(Array.isArray(value) && value.some((l: unknown) => typeof l === 'string') ? value.map((l: unknown) => (typeof l === 'string' ? { name: l } : l)) : value, path),
};

const milestoneType = /* @__PURE__ */ model('Milestone', {
  id,
  node_id: str,
  number: num,
  url: str,
  html_url: str,
  labels_url: str,
  title: str,
  description: str,
  state: str,
  creator: /* @__PURE__ */ one(ShortUser),
  open_issues_count: /* @__PURE__ */ wire('open_issues', num),
  closed_issues_count: /* @__PURE__ */ wire('closed_issues', num),
  created_at: date,
  updated_at: date,
  closed_at: date,
  due_on: date,
});
/**
 * A milestone of a repository. `number` is repository-local, from 1; `creator` and
 * `due_on` are null when absent. Equal by url.
 */
export interface Milestone extends Infer<typeof milestoneType> {}
export const Milestone: Model<Milestone> = milestoneType;
