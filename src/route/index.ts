export { paginate, request, type Route, type RouteCallOptions, type RouteItem, type RouteParams, type RouteResult } from './request.js';
export type { Routes } from './generated/route-types.js';
