/**
 * The testing kit: run your code, and hubops's examples, against recorded GitHub answers —
 * over HTTP with the replay server, or in-process with nock — record your own with a token,
 * and build parsed objects for unit tests. Node only (it uses `node:http` and `node:fs`).
 * @module
 */
export { startReplayServer, normalisePath, type ReplayServer, type ReplayServerOptions, type ServedRequest } from './replay-server.js';
export { loadRecordings, readRecording, recordingNames, type Interaction, type Provenance, type Recording } from './recordings.js';
export { sampleRecordings } from './samples.js';
export { useRecording, type NockLike, type RecordingInNock } from './nock.js';
export { createRecorder, RECORDED_RESPONSE_HEADERS, type Recorder, type RecorderOptions } from './recorder.js';
export { fixture } from './fixtures.js';
export { signWebhook } from '../webhooks/verify.js';
export { startSignInStandIn, type SignInStandIn, type SignInStandInOptions, type SignInRequest } from './sign-in-stand-in.js';
export { startAppStandIn, signedDelivery, type AppStandIn, type AppStandInOptions, type AppStandInRequest } from './app-stand-in.js';
