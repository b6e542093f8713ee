/**
 * Google's page tokens are base64 of a small protobuf: field 1 the offset, field 2 the
 * direction (0 next, 1 previous): offset 10 forward is `CAoQAA`, as in recorded pages.
 */
function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  do {
    let byte = v & 0x7f;
    v = Math.floor(v / 128);
    if (v > 0) byte |= 0x80;
    out.push(byte);
  } while (v > 0);
  return out;
}

export function encodePageToken(offset: number, previous = false): string {
  return Buffer.from([0x08, ...varint(offset), 0x10, previous ? 1 : 0]).toString('base64').replace(/=+$/, '');
}

/** The offset a token points at, or undefined for anything that is not one of ours. */
export function decodePageToken(token: string): number | undefined {
  const bytes = Buffer.from(token, 'base64');
  if (bytes[0] !== 0x08) return undefined;
  let offset = 0;
  let scale = 1;
  let i = 1;
  for (; i < bytes.length; i++) {
    const byte = bytes[i]!;
    offset += (byte & 0x7f) * scale;
    scale *= 128;
    if ((byte & 0x80) === 0) break;
  }
  if (bytes[i + 1] !== 0x10) return undefined;
  return offset;
}
