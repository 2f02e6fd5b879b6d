/**
 * Reading a dealer's reply, in a worker thread of the WorkerPool: the reading is linear in the
 * reply, but a 50,000-character reply of dates still costs chrono-node a second or two, which
 * must not hold the event loop that answers everyone else.
 */
import type { TriageResult } from '@dct/contracts';
import { compiledTaskFile, workerTask } from '../../../infra/worker-pool/worker-task';
import { readReply, type ReplyInput } from './reply-reading';

export function read(input: ReplyInput): TriageResult {
  return readReply(input);
}

const FILE = compiledTaskFile(__dirname, 'reply-reading.tasks');

/** Milliseconds for an ordinary reply, a few seconds for the largest and most hostile: past this a reply is refused. */
export const REPLY_READING_TASK = workerTask<ReplyInput, TriageResult>(FILE, 'read', 15_000);
