export { graphql, type GraphQLOptions } from './graphql.js';
export type { StandardSchema, StandardResult, StandardIssue } from '../models/library/standard-schema.js';
export { listConnection, GraphQLConnection, type ConnectionOptions } from './connection.js';
