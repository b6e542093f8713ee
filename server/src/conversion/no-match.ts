import { platformName, type PlatformKey } from '@segue/core';
import type { NoMatchErrorBody } from '@segue/core/schemas';
import { AppError } from '../errors/app-error';

/** A target with no confident match: why, the closest candidate's score, and the candidate when one was scored. */
export interface Miss {
  reason: string;
  confidence?: number;
  /** The closest candidate as the API shows the entity (a Track for a track), with its `match`. */
  candidate?: NoMatchErrorBody['candidate'];
}

/** The reason and the closest score, as `errors.<platform>.message` and the 404 both say them. */
function missDetail(miss: Miss): string {
  const score = miss.confidence === undefined ? '' : ` (closest candidate scored ${miss.confidence.toFixed(2)})`;
  return `${miss.reason}${score}`;
}

/** Why one of several targets has nothing (`errors.<platform>.message`). */
export function missMessage(target: PlatformKey, miss: Miss): string {
  return `no confident match on ${platformName(target)}: ${missDetail(miss)}`;
}

/**
 * The answer to a conversion to one target platform that found no match there: `404 ENOTFOUND`
 * naming the platform, with the closest candidate when one was scored (`NoMatchErrorBody`).
 */
export function noMatchError(entity: 'track' | 'album' | 'artist', target: PlatformKey, miss: Miss): AppError {
  const { candidate } = miss;
  return new AppError('ENOTFOUND', `no ${platformName(target)} ${entity} confidently matches this ${entity}: ${missDetail(miss)}`, {
    extras: { platform: target, ...(candidate === undefined ? {} : { candidate }) },
  });
}
