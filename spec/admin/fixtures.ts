import { capturedSession } from '../support/capture.js';

/** The stand-in installation every Enterprise recording is served from. */
export const GHE = 'https://ghe.example.com/api/v3';
export const TOKEN = 'test-token-admin-5c1e';

/** A site administrator's session on the stand-in installation, its requests captured. */
export const admin = () => capturedSession({ baseUrl: GHE, token: TOKEN });
