import { bool, date, id, num, one, str } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

// Classic projects: Enterprise Server only; removed from api.github.com. Early answers (2016)
// carried neither `url` nor `node_id` on columns and cards: every field but the id is lenient.

const projectType = /* @__PURE__ */ model('Project', () => ({
  id,
  node_id: str,
  url: str,
  html_url: str,
  /** The API url of the repository, organization or user the project belongs to. */
  owner_url: str,
  columns_url: str,
  name: str,
  body: str,
  number: num,
  /** `open` or `closed`. */
  state: str,
  creator: /* @__PURE__ */ one(ShortUser),
  organization_permission: str,
  private: bool,
  created_at: date,
  updated_at: date,
}));
/** A classic project board (Enterprise Server only; removed from api.github.com). Equal by id. */
export interface Project extends Infer<typeof projectType> {}
export const Project: Model<Project> = projectType;

const projectColumnType = /* @__PURE__ */ model('ProjectColumn', () => ({
  id,
  node_id: str,
  url: str,
  project_url: str,
  cards_url: str,
  name: str,
  created_at: date,
  updated_at: date,
}));
/** A column of a classic project (Enterprise Server only; removed from api.github.com). Equal by id. */
export interface ProjectColumn extends Infer<typeof projectColumnType> {}
export const ProjectColumn: Model<ProjectColumn> = projectColumnType;

const projectCardType = /* @__PURE__ */ model('ProjectCard', () => ({
  id,
  node_id: str,
  url: str,
  column_url: str,
  project_url: str,
  /** The API url of the issue or pull request the card shows; null on a note card. */
  content_url: str,
  /** The card's text; null on a card that shows an issue or pull request. */
  note: str,
  creator: /* @__PURE__ */ one(ShortUser),
  archived: bool,
  column_name: str,
  project_id: str,
  created_at: date,
  updated_at: date,
}));
/**
 * A card of a classic project column (Enterprise Server only; removed from api.github.com):
 * a note, or an issue or pull request named by `content_url`. Equal by id.
 */
export interface ProjectCard extends Infer<typeof projectCardType> {}
export const ProjectCard: Model<ProjectCard> = projectCardType;
