import base from './stryker.config.mjs';
export default { ...base, incremental: false, reporters: ['clear-text', 'json'], jsonReporter: { fileName: process.env.ST_JSON ?? '/tmp/st.json' } };
