import { resolve } from 'node:path';
import { DEFAULT_RATE_LIMITS } from './http/rate-limits.ts';
import { LOOPBACK_ONLY } from './operations/address-allow-list.ts';
import { durationMs, type BackupSchedule } from './operations/scheduled-backups.ts';
import type { MailSettings, ServerSettings } from './shared/context.ts';

const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** A postgres:// URL, or the path of the SQLite file. */
  databaseLocation: string;
  /** PostgreSQL connections this process may hold (DATABASE_POOL_SIZE); sized to the machine when absent. */
  databasePoolSize: number | undefined;
  /** The built web client, served at /. */
  webRoot: string;
  /** The built leaders' console, served at /console/. */
  consoleRoot: string;
  /** The folder an administrator fills with accounts' custom styles and scripts and the legal info, served at /custom/. */
  customDir: string;
  /** Pictures for info controls (GET /ws/fzRun.dll/img?nm=). */
  imageDir: string;
  logLevel: string;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUST_PROXY: addresses or CIDR
   * ranges, comma-separated, e.g. 127.0.0.1 for nginx on the same machine); none by default,
   * so that a client cannot choose the address its limits are counted under.
   */
  trustProxy: string[];
  /** Addresses and CIDR ranges allowed to read /metrics (METRICS_ALLOW, comma-separated); loopback by default. */
  metricsAllow: string[];
  /** Whether calls are counted and timed for GET /metrics (METRICS=off leaves both out). */
  metrics: boolean;
  /** Scheduled backups of the SQLite database (BACKUP_EVERY, BACKUP_KEEP, BACKUP_DIR); none when BACKUP_EVERY is unset. */
  backups: BackupSchedule | undefined;
  /** Seconds a stopping server (SIGTERM) gives the requests in flight before it exits anyway (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  settings: ServerSettings;
}

/** Everything configurable comes from the environment (documented in the README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? resolve(REPOSITORY_ROOT, 'data'));
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    databaseLocation: env.DATABASE_URL || resolve(dataDir, 'palate.sqlite'),
    databasePoolSize: env.DATABASE_POOL_SIZE ? integer(env.DATABASE_POOL_SIZE, 1, 'DATABASE_POOL_SIZE') : undefined,
    webRoot: resolve(env.WEB_ROOT ?? resolve(REPOSITORY_ROOT, 'apps/web/dist')),
    consoleRoot: resolve(env.CONSOLE_ROOT ?? resolve(REPOSITORY_ROOT, 'apps/console/dist')),
    customDir: resolve(env.CUSTOM_DIR ?? resolve(dataDir, 'custom')),
    imageDir: resolve(env.IMAGE_DIR ?? resolve(dataDir, 'images')),
    logLevel: env.LOG_LEVEL ?? 'warn',
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((entry) => entry.trim()) : [],
    metrics: env.METRICS !== 'off',
    metricsAllow: env.METRICS_ALLOW ? env.METRICS_ALLOW.split(',').map((entry) => entry.trim()) : [...LOOPBACK_ONLY],
    backups: env.BACKUP_EVERY
      ? {
          everyMs: durationMs(env.BACKUP_EVERY),
          keep: integer(env.BACKUP_KEEP, 7, 'BACKUP_KEEP'),
          folder: resolve(env.BACKUP_DIR ?? resolve(dataDir, 'backups')),
        }
      : undefined,
    shutdownGraceSeconds: integer(env.SHUTDOWN_GRACE_SECONDS, 10, 'SHUTDOWN_GRACE_SECONDS'),
    settings: {
      judgeTokenLifeSeconds: integer(env.JUDGE_TOKEN_LIFE_SECONDS, 30 * 24 * 3600, 'JUDGE_TOKEN_LIFE_SECONDS'),
      userTokenLifeSeconds: integer(env.USER_TOKEN_LIFE_SECONDS, 12 * 3600, 'USER_TOKEN_LIFE_SECONDS'),
      tokenRenewalGraceSeconds: integer(env.TOKEN_RENEWAL_GRACE_SECONDS, 300, 'TOKEN_RENEWAL_GRACE_SECONDS'),
      terminalTimeoutSeconds: integer(env.TERMINAL_TIMEOUT_SECONDS, 7 * 24 * 3600, 'TERMINAL_TIMEOUT_SECONDS'),
      maxDevices: env.MAX_DEVICES ? integer(env.MAX_DEVICES, 0, 'MAX_DEVICES') : null,
      rateLimits: {
        windowSeconds: integer(
          env.RATE_LIMIT_WINDOW_SECONDS,
          DEFAULT_RATE_LIMITS.windowSeconds,
          'RATE_LIMIT_WINDOW_SECONDS',
        ),
        newJudges: count(env.RATE_LIMIT_NEW_JUDGES, DEFAULT_RATE_LIMITS.newJudges, 'RATE_LIMIT_NEW_JUDGES'),
        logins: count(env.RATE_LIMIT_LOGINS, DEFAULT_RATE_LIMITS.logins, 'RATE_LIMIT_LOGINS'),
      },
      publicUrl: env.PUBLIC_URL ? origin(env.PUBLIC_URL, 'PUBLIC_URL') : null,
      mail: env.SMTP_URL ? mailSettings(env.SMTP_URL, env.MAIL_FROM) : null,
    },
  };
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return parsed;
}

/** An http(s) address without a path (the app lives at the root of its host), as its origin. */
function origin(value: string, name: string): string {
  const url = URL.parse(value);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `${name} must be an http or https address without a path, such as https://tasting.example.org, not "${value}"`,
    );
  return url.origin;
}

/** SMTP_URL and MAIL_FROM, checked at start so that a typo does not wait for the first message to show. */
function mailSettings(smtpUrl: string, from: string | undefined): MailSettings {
  const url = URL.parse(smtpUrl);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    throw new Error(
      `SMTP_URL must be an smtp:// or smtps:// address, such as smtp://user:password@mail.example.org:587`,
    );
  if (!from || !/@[^@\s>]+/.test(from))
    throw new Error(`MAIL_FROM must be set with SMTP_URL, to an address such as "Sensory lab <panel@example.org>"`);
  return { smtpUrl, from };
}

/** A whole number of calls, where 0 turns the limit off. */
function count(value: string | undefined, fallback: number, name: string): number {
  return value === '0' ? 0 : integer(value, fallback, name);
}
