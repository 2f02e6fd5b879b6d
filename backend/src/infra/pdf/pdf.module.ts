import { Module } from '@nestjs/common';
import { WorkerPoolModule } from '../worker-pool/worker-pool.module';
import { EvidenceDocuments } from './evidence-document.service';
import { PdfRenderer } from './pdf-renderer.service';

@Module({ imports: [WorkerPoolModule], providers: [PdfRenderer, EvidenceDocuments], exports: [PdfRenderer, EvidenceDocuments] })
export class PdfModule {}
