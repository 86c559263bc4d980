/**
 * The load generator, run in a process of its own so that its work is not counted against
 * the server's: autocannon posting `run/post` (or the floor's /post) bodies for `seconds`
 * over `connections` keep-alive connections, one judge per connection. Reads its job as
 * JSON from argv[2], prints its figures as JSON.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface PostingJudge {
  tk: string;
  se: string;
  position: number;
  answers: unknown[];
}

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  judges: PostingJudge[];
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Responses that were not a 2xx with errorType 0 (the floor answers {"errorType":0} too). */
  failures: number;
  /** Responses received in all. */
  requests: number;
  /** The load generator's own CPU per response, in µs: its share of the cores the server shares. */
  cpuPerRequest: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
let nextJudge = 0;
let failures = 0;

/** A judge's next post: fresh post id, same screen, so that every post is stored anew. */
const postBody = (judge: PostingJudge) => JSON.stringify({ ...judge, postId: randomUUID(), moving: 'stay' });

const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  // Each connection is one judge throughout, as a judge's client posts one screen at a
  // time (autocannon resets a request's context on every request, so it cannot hold one).
  setupClient: (client) => {
    const judge = job.judges[nextJudge++ % job.judges.length];
    if (!judge) throw new Error('no judges to post as');
    client.setBody(postBody(judge));
    client.on('response', () => client.setBody(postBody(judge)));
  },
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      onResponse: (status, body) => {
        if (status !== 200 || !body.startsWith('{"errorType":0')) failures++;
      },
    },
  ],
});

const cpu = process.cpuUsage(cpuBefore);
const figures: LoadFigures = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failures: failures + result.errors + result.timeouts,
  requests: result.requests.total,
  cpuPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
};
console.log(JSON.stringify(figures));
