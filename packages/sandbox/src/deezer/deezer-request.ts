import type { Catalog } from '../catalog/model';
import type { DeezerView } from './deezer-objects';
import { DeezerApiError, deezerErrors } from './deezer-errors';

export interface DeezerRequest {
  view: DeezerView;
  catalog: Catalog;
  /** The request URL with any `/2.0` prefix already removed from the path. */
  url: URL;
  params: string[];
  /** The country of the user whose `access_token` came with the request, if one did. */
  country?: string;
}

export type DeezerHandler = (r: DeezerRequest) => unknown;

/** Deezer ids are decimal numbers; anything else names nothing (error 800). */
export function numericId(value: string | undefined): string {
  if (!value || !/^\d{1,19}$/.test(value)) throw new DeezerApiError(deezerErrors.noData());
  return value.replace(/^0+(?=\d)/, '');
}
