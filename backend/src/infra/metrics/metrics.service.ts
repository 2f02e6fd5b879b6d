import { Injectable } from '@nestjs/common';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';

/** Seconds: a quick API answer up to a slow upload. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a one-page PDF or an OCR'd photo up to a long case file or a poor scan. */
const WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64];

/**
 * Runs `work` and records how long it took in `histogram` (when there is one: code built without
 * the metrics module, as in some tests, passes undefined), with `labels` and its outcome, ok or error.
 */
export async function measure<T>(histogram: Histogram<string> | undefined, labels: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const stop = histogram?.startTimer(labels);
  try {
    const result = await work();
    stop?.({ outcome: 'ok' });
    return result;
  } catch (error) {
    stop?.({ outcome: 'error' });
    throw error;
  }
}

/**
 * The application's Prometheus metrics, in a registry of its own (several apps may share a
 * process in tests). Code that does measured work records it here; the registry is served only
 * when METRICS_TOKEN or METRICS_PORT is set (see metrics-http.ts), and only then are the
 * process's default metrics collected.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** A duration histogram of measured work (WORK_BUCKETS) in this registry. */
  private workHistogram<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Histogram<Label> {
    return new Histogram({ name, help, labelNames, buckets: WORK_BUCKETS, registers: [this.registry] });
  }

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly jobDuration = this.workHistogram(
    'dct_outbox_job_duration_seconds',
    'Time one attempt of an outbox job took in this process, by job kind and outcome',
    ['kind', 'outcome'] as const,
  );

  readonly pdfRenderDuration = this.workHistogram('dct_pdf_render_duration_seconds', 'Time Chromium took to turn one HTML document into a PDF', [
    'outcome',
  ] as const);

  readonly pdfDocumentDuration = this.workHistogram(
    'dct_pdf_document_duration_seconds',
    'Time to put together a whole generated document (statement, case file): evidence read, rendered, PDFs appended and flattened',
    ['document', 'outcome'] as const,
  );

  readonly ocrDuration = this.workHistogram(
    'dct_ocr_duration_seconds',
    'Time tesseract took to read one image or page (starting the engine on first use included, waiting for it not)',
    ['outcome'] as const,
  );

  readonly repairOrderReadDuration = this.workHistogram(
    'dct_repair_order_read_duration_seconds',
    'Time to read one repair order (text layer or OCR, then the parser; or the AI service), by provider and outcome',
    ['provider', 'outcome'] as const,
  );

  constructor(@InjectConfig() config: AppConfig) {
    if (config.metrics) collectDefaultMetrics({ register: this.registry });
  }
}
