import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  /** The path and query posted to. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
}

/** A webhook's receiver on 127.0.0.1, started by a test: it keeps every POST and answers each with the next status given. */
export interface Receiver {
  url: string;
  posts: ReceivedPost[];
  /** Statuses to answer, in turn; once used up, 200. */
  answers: number[];
  /** Milliseconds to wait before answering each post. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const posts: ReceivedPost[] = [];
  const receiver = { posts, answers: [] as number[], delayMs: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => {
        response.statusCode = receiver.answers.shift() ?? 200;
        response.end();
      }, receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/palate`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
