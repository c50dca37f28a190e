import { MODEL, rawOfParsed, type Model } from '../../src/models/library/model.js';
import * as schemas from '../../src/models/documented.js';
import { loadRecording, recordingNames } from './recordings.js';

/** Every exported parsed-data type, by name. */
export const models = (Object.entries(schemas) as [string, unknown][])
  .filter((entry): entry is [string, Model<object>] => typeof entry[1] === 'object' && entry[1] !== null && typeof (entry[1] as Model<object>).wrap === 'function')
  .sort(([a], [b]) => a.localeCompare(b));

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value is parsed data (its wire object is kept), as opposed to a list, a record or a primitive. */
export const isParsed = (value: unknown): value is object => typeof value === 'object' && value !== null && rawOfParsed(value) !== undefined;

/** The type parsed data was made by. */
export const modelOf = (value: object): Model<object> => (value as { [MODEL]: Model<object> })[MODEL];

/** Every object the recordings answered with (top level, list items, search items): real shapes. */
export const RECORDED: { object: Record<string, unknown>; keys: string[]; size: number }[] = recordingNames().flatMap((name) =>
  loadRecording(name).interactions.flatMap(({ response }) => {
    const items = Array.isArray(response) ? response : isPlainObject(response) && Array.isArray((response as { items?: unknown }).items) ? [response, ...(response as { items: unknown[] }).items] : [response];
    return items.filter((item): item is Record<string, unknown> => isPlainObject(item) && Object.keys(item).length > 0);
  }),
).map((object) => ({ object, keys: Object.keys(object), size: JSON.stringify(object).length }));
