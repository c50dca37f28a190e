// hubops/admin: the site administrator's operations of GitHub Enterprise Server (the hand-written part
// of hubops/enterprise-admin), under the name the interface gives them.
export * from '../enterprise-admin/documented.js';
