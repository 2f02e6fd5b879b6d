import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Optional } from '@nestjs/common';
import Handlebars from 'handlebars';
import { MAX_EVIDENCE_PDF_PAGES, MAX_IMAGE_PIXELS } from '@dct/contracts';
import { imageSize } from '../../common/image-size';
import { Metrics, measure } from '../metrics/metrics.service';
import { WorkerPool } from '../worker-pool/worker-pool.service';
import { readEvidence, type EvidenceBytes, type EvidenceSource } from './evidence-files';
import type { LeftOutReason } from './evidence-pdf';
import { PdfRenderer } from './pdf-renderer.service';
import { ASSEMBLE_TASK } from './pdf.tasks';
import { ASSETS_DIR } from '../../common/assets-dir';

const TEMPLATES_DIR = join(ASSETS_DIR, 'templates', 'pdf');

/** The partials every evidence template may use: `{{> evidence-styles}}` and `{{> evidence …}}`. */
const templates = Handlebars.create();
for (const partial of ['evidence', 'evidence-styles']) {
  templates.registerPartial(partial, readFileSync(join(TEMPLATES_DIR, 'partials', `${partial}.hbs`), 'utf8'));
}

/** A kind of generated document: its template and the evidence it may carry. */
export interface EvidenceDocumentKind {
  /** The template's name under assets/templates/pdf, without `.hbs`. */
  template: string;
  /** Documents beyond this total stay on their visits: a mail must stay sendable, a download bounded. */
  maxEvidenceBytes: number;
}

/** Pages of evidence one statement or case file carries in all (a mail must stay sendable). */
const MAX_EVIDENCE_PAGES = 500;

/** An image laid out as a page by the document's template. */
export interface EvidenceImage {
  caption: string;
  /** A data: URL (base64 only, so it needs no escaping in the template). */
  src: string;
}

/** What the template is given about the evidence. */
export interface EvidenceSummary {
  images: EvidenceImage[];
  /** Documents that follow the first pages: the images and the appended PDFs. */
  count: number;
  /** Their names, in the order they follow. */
  names: string[];
  /** Documents left on their visits, with the reason in words. */
  leftOut: Array<{ name: string; reason: string }>;
}

const REASONS: Record<LeftOutReason | 'too-many-pixels', string> = {
  unreadable: 'the PDF could not be read',
  'too-many-pages': `it has more than ${MAX_EVIDENCE_PDF_PAGES} pages`,
  'document-full': `the document already carries ${MAX_EVIDENCE_PAGES} pages of evidence`,
  'too-many-pixels': 'the image is too large to lay out',
};

/**
 * A generated document with the visits' documents as evidence (the claim statement, the lemon-law
 * case file): the documents read within the kind's limit, images laid out as pages by the kind's
 * template, uploaded PDFs appended after it, flattened. Chromium renders the template; a worker
 * thread appends and flattens the PDFs. Callers give only their template's data and their documents.
 */
@Injectable()
export class EvidenceDocuments {
  private readonly compiled = new Map<string, Handlebars.TemplateDelegate>();

  constructor(
    private readonly renderer: PdfRenderer,
    private readonly pool: WorkerPool,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /** The kind's template filled with `data` and `evidence` (an EvidenceSummary), then the evidence appended. */
  render(kind: EvidenceDocumentKind, data: object, source: EvidenceSource): Promise<Buffer> {
    return measure(this.metrics?.pdfDocumentDuration, { document: kind.template }, async () => {
      const template = this.template(kind.template);
      const files = await readEvidence(source, kind.maxEvidenceBytes);
      return this.build(files, (evidence) => template({ ...data, evidence }));
    });
  }

  private template(name: string): Handlebars.TemplateDelegate {
    let found = this.compiled.get(name);
    if (!found) {
      found = templates.compile(readFileSync(join(TEMPLATES_DIR, `${name}.hbs`), 'utf8'), { strict: false });
      this.compiled.set(name, found);
    }
    return found;
  }

  private async build(files: EvidenceBytes[], html: (evidence: EvidenceSummary) => string): Promise<Buffer> {
    const leftOut: EvidenceSummary['leftOut'] = [];
    const images: EvidenceImage[] = [];
    const pdfs: EvidenceBytes[] = [];
    for (const file of files) {
      if (file.mime_type === 'application/pdf') pdfs.push(file);
      else if (!file.mime_type.startsWith('image/')) continue;
      else if (this.tooLarge(file.bytes)) leftOut.push({ name: file.name, reason: REASONS['too-many-pixels'] });
      else images.push({ caption: file.name, src: `data:${file.mime_type};base64,${file.bytes.toString('base64')}` });
    }
    const render = (appended: EvidenceBytes[], skipped: EvidenceSummary['leftOut']) =>
      this.renderer.render(
        html({
          images,
          count: images.length + appended.length,
          names: [...images.map((image) => image.caption), ...appended.map((pdf) => pdf.name)],
          leftOut: [...leftOut, ...skipped],
        }),
      );

    let document = await render(pdfs, []);
    if (pdfs.length === 0) return document;
    let assembled = await this.assemble(document, pdfs);
    if (assembled.leftOut.length > 0) {
      // Rare (an upload from before the page limit, or a damaged PDF): the first pages say exactly what follows.
      const kept = assembled.appended.map((index) => pdfs[index]);
      document = await render(
        kept,
        assembled.leftOut.map(({ index, reason }) => ({ name: pdfs[index].name, reason: REASONS[reason] })),
      );
      assembled = await this.assemble(document, kept);
    }
    return Buffer.from(assembled.pdf.buffer, assembled.pdf.byteOffset, assembled.pdf.byteLength);
  }

  private assemble(document: Buffer, pdfs: EvidenceBytes[]) {
    return this.pool.run(ASSEMBLE_TASK, {
      document,
      evidence: pdfs.map((pdf) => pdf.bytes),
      maxPagesPerPdf: MAX_EVIDENCE_PDF_PAGES,
      maxEvidencePages: MAX_EVIDENCE_PAGES,
    });
  }

  private tooLarge(bytes: Buffer): boolean {
    const size = imageSize(bytes);
    return size !== undefined && size.width * size.height > MAX_IMAGE_PIXELS;
  }
}
