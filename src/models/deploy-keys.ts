import { bool, str } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { Key } from './users.js';

const deployKeyType = /* @__PURE__ */ model('DeployKey', () => ({ added_by: str, enabled: bool }), Key);
/**
 * A deploy key of a repository: a Key (its `url` names the repository, so `gh.Key.delete`
 * reaches it) with who added it and whether it is enabled. Equal by id.
 */
export interface DeployKey extends Infer<typeof deployKeyType> {}
export const DeployKey: Model<DeployKey> = deployKeyType;
