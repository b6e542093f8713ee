// `@segue/core/schemas`: zod schemas of every API resource. Kept off the main entry so code that
// only parses links does not bundle zod.
export type { PlatformKey } from '../platform-keys';
export * from './platform';
export * from './formats';
export * from './match';
export * from './error';
export * from './envelope';
export * from './track';
export * from './conversion';
export * from './share-link';
export * from './no-match-error';
export * from './ambiguous-user-error';
export * from './task';
export * from './account';
export * from './linking-token';
export * from './library';
export * from './add-playlist';
export * from './connect';
export * from './params';
export * from './responses';
export * from './lookup';
export * from './text-search';
export * from './transfer';
export * from './sync';
