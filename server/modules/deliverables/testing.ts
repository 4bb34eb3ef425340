/** Test helpers: a deliverable stored without going through the upload route. */
import { Readable } from 'node:stream';
import type { App } from '../../app.ts';
import { createDeliverablesService } from './service.ts';

/** A small PDF-looking file carrying `text`. */
export const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

export async function storeDeliverable(
  app: App,
  input: {
    projectId: number;
    fileName: string;
    content: Buffer;
    uploader: { userId: number; email: string };
  },
) {
  return createDeliverablesService(app.database.db).upload({
    projectId: input.projectId,
    fileName: input.fileName,
    uploader: input.uploader,
    actor: { userId: input.uploader.userId, email: input.uploader.email, ip: null },
    content: Readable.from([input.content]),
    truncated: () => false,
  });
}
