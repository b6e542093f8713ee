import { AppError } from '../errors/app-error';

/** body-parser reports its failures as errors with a `type` (https://github.com/expressjs/body-parser#errors). */
interface BodyParserError {
  type: string;
  limit?: number;
  encoding?: string;
  charset?: string;
  message: string;
}

const hasType = (error: unknown): error is BodyParserError => typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';

function formatBytes(bytes: number): string {
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} kB (${bytes} bytes)` : `${bytes} bytes`;
}

function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError('EBADREQUEST', `the request body is not valid JSON: ${error.message}`);
    case 'entity.too.large':
      return new AppError('EBADREQUEST', `the request body is larger than the limit of ${formatBytes(error.limit ?? 0)}`, { status: 413 });
    case 'encoding.unsupported':
      return new AppError('EBADREQUEST', `content encoding "${error.encoding ?? ''}" is not supported: send identity, gzip, deflate or br`, { status: 415 });
    case 'charset.unsupported':
      return new AppError('EBADREQUEST', `charset "${error.charset ?? ''}" is not supported: send UTF-8 JSON`, { status: 415 });
    case 'request.aborted':
      return new AppError('EBADREQUEST', 'the request body was aborted before it was complete');
    case 'request.size.invalid':
      return new AppError('EBADREQUEST', 'the request body length does not match its Content-Length');
    default:
      return undefined;
  }
}

/**
 * Any failure while a request body is read, inflated or parsed, as the 400 (413, 415) it is.
 * Whatever the decoder raised, the body is at fault: zlib's `Z_DATA_ERROR`, Brotli's
 * `ERR__ERROR_FORMAT_…` (which carry neither body-parser's `type` nor a `Z_` code), a stream
 * error from the socket. The decoder's own words are kept out of the answer.
 */
export function bodyReadError(error: unknown, contentEncoding: string | undefined): AppError {
  if (error instanceof AppError) return error;
  const known = hasType(error) ? fromBodyParser(error) : undefined;
  if (known) return known;
  const encoding = contentEncoding?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    return new AppError(
      'EBADREQUEST',
      `the request body is not valid ${encoding} data, as its Content-Encoding says it is: send it compressed that way, or uncompressed without Content-Encoding`,
    );
  }
  return new AppError('EBADREQUEST', 'the request body could not be read: send it again, complete and as JSON');
}
