import { describe, expect, it } from 'vitest';
import {
  DurationSchema,
  HttpUrlOrEmptySchema,
  HttpUrlSchema,
  IsrcSchema,
  LongDurationSchema,
  ReleaseDateSchema,
  UpcSchema,
} from './formats';

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('formats', () => {
  it.each(['2024-08-16', '2024-08-16T00:00:00.000+00:00', '2011-03-07T10:15:30.123-05:00', '2024-08-16T00:00:00.000Z', ''])(
    'reads %j as a release date',
    (value) => expect(accepts(ReleaseDateSchema, value)).toBe(true),
  );

  it.each(['2024', '2024-08', '2024-13-01', '2023-02-29', '16/08/2024', '2024-08-16T00:00:00', '2024-08-16T00:00:00+02:00', '2024-08-16 00:00:00', 20240816, null])(
    'rejects %j as a release date',
    (value) => expect(accepts(ReleaseDateSchema, value)).toBe(false),
  );

  it.each(['0:07', '4:11', '12:05', '72:59'])('reads %j as M:SS', (value) =>
    expect(accepts(DurationSchema, value)).toBe(true),
  );

  it.each(['4:1', '4:60', '04:11:00', ':11', '4.11', '4:11 ', '', 251])('rejects %j as M:SS', (value) =>
    expect(accepts(DurationSchema, value)).toBe(false),
  );

  it('reads HH:MM:SS playlist lengths only', () => {
    expect(accepts(LongDurationSchema, '01:02:03')).toBe(true);
    expect(accepts(LongDurationSchema, '120:00:59')).toBe(true);
    expect(accepts(LongDurationSchema, '1:02:03')).toBe(false);
    expect(accepts(LongDurationSchema, '01:62:03')).toBe(false);
    expect(accepts(LongDurationSchema, '62:03')).toBe(false);
  });

  it('takes only upper-case 12-character ISRCs', () => {
    expect(accepts(IsrcSchema, 'USUM72409273')).toBe(true);
    expect(accepts(IsrcSchema, 'GBAYE0601498')).toBe(true);
    expect(accepts(IsrcSchema, 'usum72409273')).toBe(false);
    expect(accepts(IsrcSchema, 'US-UM7-24-09273')).toBe(false);
    expect(accepts(IsrcSchema, 'USUM7240927')).toBe(false);
  });

  it('takes UPC-A, EAN-13 and GTIN-14 barcodes', () => {
    for (const upc of ['602475093060', '0602475093060', '00602475093060']) expect(accepts(UpcSchema, upc)).toBe(true);
    expect(accepts(UpcSchema, '60247509306')).toBe(false);
    expect(accepts(UpcSchema, '60247509306X')).toBe(false);
  });

  it('takes http(s) links, and empty only where allowed', () => {
    expect(accepts(HttpUrlSchema, 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe')).toBe(true);
    expect(accepts(HttpUrlSchema, 'http://127.0.0.1:8787/s/abc')).toBe(true);
    expect(accepts(HttpUrlSchema, 'javascript:alert(1)')).toBe(false);
    expect(accepts(HttpUrlSchema, 'spotify:track:2plbrEY59IikOBgBGLjaoe')).toBe(false);
    expect(accepts(HttpUrlSchema, '')).toBe(false);
    expect(accepts(HttpUrlOrEmptySchema, '')).toBe(true);
    expect(accepts(HttpUrlOrEmptySchema, 'not a link')).toBe(false);
  });
});
