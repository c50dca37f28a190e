// The auth area module: operations are re-exported here as they land.
export {};
