import { Module } from '@nestjs/common';
import { PdfModule } from '../../../infra/pdf/pdf.module';
import { WorkerPoolModule } from '../../../infra/worker-pool/worker-pool.module';
import { OcrEngine } from './ocr-engine';
import { PdfPageImage } from './pdf-page-image';
import { RepairOrderReader } from './repair-order-reader.service';

/**
 * The offline repair-order reader. OcrEngine holds the one tesseract.js worker: created on the
 * first page read, terminated when the app shuts down (Nest calls onApplicationShutdown on
 * shutdown). PDF pages are drawn in the shared Chromium of PdfModule.
 */
@Module({
  imports: [PdfModule, WorkerPoolModule],
  providers: [OcrEngine, PdfPageImage, RepairOrderReader],
  exports: [RepairOrderReader],
})
export class RepairOrderExtractionModule {}
