/**
 * PDF work that runs in a worker thread of the WorkerPool (never on the event loop that answers
 * requests): each export is a task, called with one structured-cloned argument.
 */
import { createHash } from 'node:crypto';
import { compiledTaskFile, workerTask } from '../worker-pool/worker-task';
import { assembleEvidence, countPdfPages, type AssembledDocument, type EvidenceLimits } from './evidence-pdf';
import { assemblePacket, type AssembledPacket, type PacketAssemblyInput } from './packet-pdf';

export interface AssembleInput extends EvidenceLimits {
  document: Uint8Array;
  evidence: Uint8Array[];
}

export function assemble(input: AssembleInput): Promise<AssembledDocument> {
  return assembleEvidence(input.document, input.evidence, input);
}

export function packet(input: PacketAssemblyInput): Promise<AssembledPacket> {
  return assemblePacket(input);
}

export interface ExhibitFacts {
  /** Pages of a PDF (null when it cannot be read); absent for an image. */
  pages?: number | null;
  /** SHA-256 of the bytes, in hex, when asked for (documents stored before digests were recorded). */
  sha256?: string;
}

/** What a case packet's index says of an exhibit, read off the request thread: its pages and, when asked, its digest. */
export async function exhibitFacts(input: { bytes: Uint8Array; pdf: boolean; digest: boolean }): Promise<ExhibitFacts> {
  const facts: ExhibitFacts = {};
  if (input.digest) facts.sha256 = createHash('sha256').update(input.bytes).digest('hex');
  if (input.pdf) facts.pages = await countPdfPages(input.bytes);
  return facts;
}

export function countPages(bytes: Uint8Array): Promise<number | null> {
  return countPdfPages(bytes);
}

const FILE = compiledTaskFile(__dirname, 'pdf.tasks');

/** A statement or case file with its evidence: 200 pages a PDF and 500 in all take a few seconds; a minute means something is wrong. */
export const ASSEMBLE_TASK = workerTask<AssembleInput, AssembledDocument>(FILE, 'assemble', 60_000);
/** Counting an upload's pages parses the whole file once. */
export const COUNT_PAGES_TASK = workerTask<Uint8Array, number | null>(FILE, 'countPages', 20_000);
/** A case packet with its exhibits, outline and footer: like a case file's evidence, with one more pass over the pages. */
export const PACKET_TASK = workerTask<PacketAssemblyInput, AssembledPacket>(FILE, 'packet', 60_000);
/** A packet exhibit's pages and digest: one parse of a PDF at most, as COUNT_PAGES_TASK. */
export const EXHIBIT_FACTS_TASK = workerTask<{ bytes: Uint8Array; pdf: boolean; digest: boolean }, ExhibitFacts>(FILE, 'exhibitFacts', 20_000);
