export { graphql, type GraphQLOptions } from './graphql.js';
export { listConnection, GraphQLConnection, type ConnectionOptions } from './connection.js';
