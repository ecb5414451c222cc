import { DomainError, invalid } from './domain-errors.ts';

/**
 * What reading a multipart body raised, as the answer: a file over the limit, too many parts, or
 * a body the parser could not read to its end (cut short, a broken boundary), which is the
 * sender's fault and a 400, not a 500.
 */
export function uploadRefusal(error: unknown, fileTooLarge: string): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('too-large', fileTooLarge);
  if (statusCode === 413) return new DomainError('too-large', 'The upload has too many parts or fields.');
  if (statusCode === undefined || statusCode < 500)
    return invalid('body: the upload is not a complete multipart/form-data body; send the form again.');
  return error;
}
