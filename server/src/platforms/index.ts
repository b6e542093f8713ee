import type { PlatformKey } from '@segue/core';
import type { AdapterOptions } from './kit/define-platform';
import { platformRecord, type Credentials, type PlatformUrls } from './registry';
import type { PlatformAdapter } from './types';

/** The adapter of one integration on one platform. */
export function createAdapter<P extends PlatformKey>(platform: P, options: AdapterOptions<PlatformUrls[P], Credentials<P>>): PlatformAdapter {
  return platformRecord(platform).adapter(options);
}

export { createHttpLayer } from './http/http-layer';
export type { HttpLayer, HttpLayerOptions } from './http/http-layer';
export type { BudgetReading } from './http/platform-budgets';
export type { HttpRequest, HttpResponse, PlatformHttp, PlatformRequestStats, RequestBudget } from './http/http-types';
export { PlatformError, isPlatformError } from '../errors/platform-error';
export type { PlatformErrorCode } from '../errors/platform-error';
export { formatDuration, toApiTrack } from './to-api-track';
export type * from './types';
