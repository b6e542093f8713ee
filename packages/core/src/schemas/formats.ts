import { z } from 'zod';

// Scalar formats shared by several resources. Each carries an id so the OpenAPI document names
// the format once instead of repeating its pattern in every resource.

export const HttpUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .meta({ id: 'HttpUrl', description: 'An absolute http(s) URL.' });

export const HttpUrlOrEmptySchema = z
  .union([HttpUrlSchema, z.literal('')], { error: 'must be an http(s) URL or an empty string' })
  .meta({
    id: 'HttpUrlOrEmpty',
    description: 'An absolute http(s) URL, or an empty string when the platform has none.',
  });

export const CalendarDateSchema = z
  .iso.date({ error: 'must be a date YYYY-MM-DD' })
  .meta({ id: 'CalendarDate', description: 'A calendar date, `YYYY-MM-DD`.' });

export const TimestampSchema = z
  .iso.datetime({
    offset: true,
    precision: 3,
    error: 'must be an ISO 8601 timestamp with milliseconds and offset',
  })
  .meta({
    id: 'Timestamp',
    description: 'ISO 8601 timestamp with milliseconds and an offset, e.g. `2024-08-16T00:00:00.000+00:00`.',
  });

/** The API's date field: a day, a timestamp, or empty when the platform does not say. */
export const ReleaseDateSchema = z
  .union([CalendarDateSchema, TimestampSchema, z.literal('')], {
    error: 'must be YYYY-MM-DD, an ISO timestamp with milliseconds and offset, or empty',
  })
  .meta({
    id: 'ReleaseDate',
    description: '`YYYY-MM-DD`, an ISO 8601 timestamp with milliseconds and offset, or an empty string.',
  });

export const DurationSchema = z
  .string()
  .regex(/^\d+:[0-5]\d$/, { error: 'must be a duration M:SS' })
  .meta({ id: 'Duration', description: 'A duration as `M:SS` (minutes are not capped at 59).' });

export const LongDurationSchema = z
  .string()
  .regex(/^\d{2,}:[0-5]\d:[0-5]\d$/, { error: 'must be a duration HH:MM:SS' })
  .meta({ id: 'LongDuration', description: 'A duration as `HH:MM:SS`.' });

// https://isrc.ifpi.org/en/isrc-standard/structure: country (2 letters), registrant (3
// alphanumerics), year (2 digits), designation (5 digits). Segue emits them upper-case.
export const IsrcSchema = z
  .string()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, { error: 'must be a 12-character upper-case ISRC' })
  .meta({ id: 'Isrc', description: 'International Standard Recording Code, e.g. `USUM72409273`.' });

// Platforms disagree on the barcode width: Spotify returns GTIN-14 (`00602475093060`), Deezer
// UPC-A (`602475093060`), others EAN-13.
export const UpcSchema = z
  .string()
  .regex(/^\d{12,14}$/, { error: 'must be a barcode of 12 to 14 digits' })
  .meta({ id: 'Upc', description: 'Album barcode (UPC-A, EAN-13 or GTIN-14), digits only.' });

export const NonNegativeIntSchema = z
  .int()
  .nonnegative()
  .meta({ id: 'NonNegativeInt', description: 'An integer >= 0.' });
