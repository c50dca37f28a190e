/* The suite as a command (Node, Deno, Bun): `<runtime> cli.mjs <rest> <aux>` prints its results as JSON. */
import { runSuite } from './suite.js';

declare const Deno: { args: string[] } | undefined;
declare const process: { argv: string[] } | undefined;
const [rest = '', aux = ''] = typeof Deno !== 'undefined' ? Deno.args : (process?.argv.slice(2) ?? []);
console.log(JSON.stringify(await runSuite(rest, aux)));
