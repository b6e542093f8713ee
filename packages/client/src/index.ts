export { createSegueClient } from './create-segue-client';
export type {
  CallOptions,
  ConnectOptions,
  ApplyTransferItemInput,
  ConvertAndAddInput,
  ConvertInput,
  ConvertOutcome,
  SegueClient,
  SegueClientOptions,
  SegueMeClient,
  SearchInput,
  StartTransferInput,
} from './segue-client';
export { SegueError, isSegueError, CLIENT_ERROR_CODES } from './segue-error';
export type { ClientErrorCode, NoMatch, SegueErrorCode } from './segue-error';
export { MIN_POLL_INTERVAL_MS } from './poll-task';
export type { WaitForTaskOptions } from './poll-task';
export type { CompletedTaskState, TaskState } from './task-state';
export type { AppView, Health } from './app-view';
export { PUBLIC_KEY_HEADER, PRIVATE_KEY_HEADER } from './transport';
export type { LinkingTokenSource } from './transport';
