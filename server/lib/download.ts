/**
 * An export answered as a file download: its chunks streamed as they are read, with the
 * type and the file name. A failure once the answer has started cannot change its status:
 * it is logged (`module`, "`what` ended early") and the download ends short.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function sendDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  download: {
    chunks: AsyncIterable<string | Uint8Array>;
    contentType: string;
    filename: string;
    module: string;
    what: string;
    /** How the error is logged (default: as it is). */
    describe?: (error: unknown) => unknown;
  },
) {
  const stream = Readable.from(download.chunks, { objectMode: false });
  stream.on('error', (error) => {
    const err = download.describe ? download.describe(error) : error;
    request.log.warn({ module: download.module, err }, `${download.what} ended early`);
  });
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .send(stream);
}
