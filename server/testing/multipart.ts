/** multipart/form-data bodies for inject() (the deliverables upload). */
import { Readable } from 'node:stream';

export interface MultipartFile {
  name: string;
  /** The part's declared type (the server goes by the name and the content, not this). */
  contentType?: string;
  /** The bytes, or a stream of them (a large file need not be built in memory). */
  content: Buffer | string | AsyncIterable<Buffer>;
}

export interface MultipartCall {
  /** Sent under the field name `file`. */
  file?: MultipartFile;
  /** Text fields, sent before the file. */
  fields?: Record<string, string>;
}

const BOUNDARY = '----deliverable-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function quoted(value: string): string {
  return value.replace(/["\r\n]/g, (character) => encodeURIComponent(character));
}

/** The body of a call whose content is in memory, and its content type. */
export function multipartBuffer(call: MultipartCall): { payload: Buffer; contentType: string } {
  const { file } = call;
  if (file && typeof file.content !== 'string' && !Buffer.isBuffer(file.content)) {
    throw new Error('multipartBuffer() takes a file in memory; use multipartPayload()');
  }
  return { payload: Buffer.concat([...partsOf(call)] as Buffer[]), contentType: CONTENT_TYPE };
}

/** The body (a stream) and its content type. */
export function multipartPayload(call: MultipartCall): {
  payload: Readable;
  contentType: string;
} {
  async function* parts(): AsyncGenerator<Buffer> {
    for (const piece of partsOf(call)) {
      if (Buffer.isBuffer(piece)) yield piece;
      else yield* piece;
    }
  }
  return {
    payload: Readable.from(parts()),
    contentType: CONTENT_TYPE,
  };
}

/** The body's pieces: buffers, and the file's stream where it is one. */
function* partsOf(call: MultipartCall): Generator<Buffer | AsyncIterable<Buffer>> {
  for (const [name, value] of Object.entries(call.fields ?? {})) {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
    );
  }
  const { file } = call;
  if (file) {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(file.name)}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    );
    yield typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}
