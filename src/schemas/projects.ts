import { date, id, num, one, str } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';
import { ShortUser } from './users.js';

const projectType = /* @__PURE__ */ model('Project', {
  id,
  node_id: str,
  number: num,
  name: str,
  body: str,
  /** `open` or `closed`. */
  state: str,
  url: str,
  html_url: str,
  owner_url: str,
  columns_url: str,
  creator: /* @__PURE__ */ one(ShortUser),
  created_at: date,
  updated_at: date,
});
/**
 * A classic project board (legacy): removed from api.github.com, where Projects (v2) replace
 * it; served by GitHub Enterprise Server installations that still have classic projects.
 */
export interface Project extends Infer<typeof projectType> {}
export const Project: Model<Project> = projectType;
