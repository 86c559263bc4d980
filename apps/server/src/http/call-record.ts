import type { FastifyRequest } from 'fastify';

/** What the request log and the metrics tell of a call: its path and the envelope's errorType. */
export interface CallRecord {
  path: string;
  errorType: number;
}

const records = new WeakMap<FastifyRequest, CallRecord>();

export function recordCall(request: FastifyRequest, record: CallRecord): void {
  records.set(request, record);
}

export function callRecordOf(request: FastifyRequest): CallRecord | undefined {
  return records.get(request);
}
