export { createApp, type App, type AppContext, type AppDelivery, type AppHandler, type AppOptions, type DeliveryObserver, type Sweep } from './app.js';
export { memoryLedger, type Claim, type DeliveryLedger, type FailedDelivery } from './ledger.js';
export { createAppFromManifest, manifestPage, type AppManifest, type CreatedApp } from './manifest.js';
export type { DeliveryQueue, QueuedDelivery } from './queue.js';
