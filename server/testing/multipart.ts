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

function quoted(value: string): string {
  return value.replace(/["\r\n]/g, (character) => encodeURIComponent(character));
}

/** The body (a stream) and its content type. */
export function multipartPayload(call: MultipartCall): {
  payload: Readable;
  contentType: string;
} {
  async function* parts(): AsyncGenerator<Buffer> {
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
      if (typeof file.content === 'string' || Buffer.isBuffer(file.content)) {
        yield Buffer.from(file.content);
      } else {
        yield* file.content;
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  return {
    payload: Readable.from(parts()),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}
