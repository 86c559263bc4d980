/**
 * The floor: a bare Fastify (the server's own version) whose one route parses the same JSON
 * as run/post and commits one row, durably, with the server's settings: SQLite in WAL with
 * synchronous=FULL, or PostgreSQL's default synchronous commit. Nothing Palate does per
 * post can be cheaper than this. Usage: node bench/floor-server.ts <sqlite-file|postgres-url> <port>
 */
import { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import pg from 'pg';

const [location = '', port = '0'] = process.argv.slice(2);

function sqliteCommit(path: string): (postId: string, body: string) => Promise<void> {
  const database = new DatabaseSync(path);
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    CREATE TABLE IF NOT EXISTS post (id TEXT PRIMARY KEY, body TEXT NOT NULL);
  `);
  const insert = database.prepare('INSERT INTO post (id, body) VALUES (?, ?)');
  return async (postId, body) => {
    insert.run(postId, body);
  };
}

async function postgresCommit(url: string): Promise<(postId: string, body: string) => Promise<void>> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('CREATE TABLE IF NOT EXISTS post (id TEXT PRIMARY KEY, body TEXT NOT NULL)');
  return async (postId, body) => {
    await pool.query('INSERT INTO post (id, body) VALUES ($1, $2)', [postId, body]);
  };
}

const commit = location.startsWith('postgres') ? await postgresCommit(location) : sqliteCommit(location);
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.post('/post', async (request) => {
  const body = request.body as { postId: string; answers: unknown };
  await commit(body.postId, JSON.stringify(body.answers));
  return { errorType: 0 };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('floor ready');
