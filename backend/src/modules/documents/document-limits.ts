import { Injectable } from '@nestjs/common';
import { MAX_EVIDENCE_PDF_PAGES, MAX_IMAGE_PIXELS, UploadMessages, type AcceptedMimeType } from '@dct/contracts';
import { UnprocessableError } from '../../common/domain-errors';
import { imageSize } from '../../common/image-size';
import { COUNT_PAGES_TASK } from '../../infra/pdf/pdf.tasks';
import { WorkerPool, WorkerTaskError } from '../../infra/worker-pool/worker-pool.service';

const refuse = (message: string) => new UnprocessableError(message);

/**
 * What an uploaded file may ask of whoever reads it later, checked as it arrives: a PDF's pages
 * (counted in a worker thread by walking its page tree, since a stated count can lie) and an
 * image's pixels (from its header). A PDF that cannot be parsed here is kept as it is: it is the
 * owner's file, and it is left out of generated documents instead.
 */
@Injectable()
export class DocumentLimits {
  constructor(private readonly pool: WorkerPool) {}

  async check(type: AcceptedMimeType, bytes: Buffer): Promise<void> {
    if (type === 'application/pdf') {
      const pages = await this.pool.run(COUNT_PAGES_TASK, bytes).catch((error: unknown) => {
        if (error instanceof WorkerTaskError && (error.failure === 'timeout' || error.failure === 'memory')) throw refuse(UploadMessages.tooComplex);
        throw error;
      });
      if (pages !== null && pages > MAX_EVIDENCE_PDF_PAGES) throw refuse(UploadMessages.tooManyPages(pages));
      return;
    }
    const size = imageSize(bytes);
    if (size && size.width * size.height > MAX_IMAGE_PIXELS) throw refuse(UploadMessages.tooManyPixels(size.width * size.height));
  }
}
