import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { imageName } from '@palate/engine';
import { CallError, ErrorCode, MAX_IMAGE_BYTES, type ImageView } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import { findImage, insertImage, listImages } from './images.repository.ts';
import { recordAudit } from './audit.service.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export interface ImageFile {
  contentType: string;
  body: Buffer;
}

/**
 * GET img?nm=: a picture a leader uploaded, or one from the server's image folder. The name must be a bare file
 * name (the definition's rule): no folder, no leading dot, so `../` can never leave the
 * folder; a type outside the list gets 4150. Undefined when there is no such picture.
 */
export async function readImage(db: Db, folder: string | undefined, name: string): Promise<ImageFile | undefined> {
  const contentType = CONTENT_TYPES[extname(name).toLowerCase()];
  if (contentType === undefined) throw new CallError(ErrorCode.fileTypeNotAllowed, 'This file type is not allowed.');
  if (!imageName.safeParse(name).success) throw new CallError(ErrorCode.invalidRequest, 'Not a picture name.');
  // A leader's upload first (every server process sees the database), then the server's folder.
  const uploaded = await findImage(db, name);
  if (uploaded) return { contentType: uploaded.content_type, body: Buffer.from(uploaded.data, 'base64') };
  if (folder === undefined) return undefined;
  const root = resolve(folder);
  const path = resolve(root, name);
  // Belt and braces: the name rule already keeps the path inside the folder.
  if (!path.startsWith(root + sep)) throw new CallError(ErrorCode.invalidRequest, 'Not a picture name.');
  try {
    return { contentType, body: await readFile(path) };
  } catch {
    return undefined;
  }
}

/** The picture types a leader may upload, told by their first bytes (never by the name they came with). */
const UPLOAD_TYPES: { extension: string; contentType: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    extension: 'png',
    contentType: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { extension: 'jpg', contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    extension: 'gif',
    contentType: 'image/gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    extension: 'webp',
    contentType: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * A leader's picture for info controls: PNG, JPEG, GIF or WebP (told by its bytes; anything
 * else, SVG included since it may carry script, is 4150), at most MAX_IMAGE_BYTES. It is
 * stored under a new name (random, then the file's own name made safe), which the
 * definition gives as the info control's image.
 */
export async function uploadImage(context: CallContext, fileName: string, data: string): Promise<ImageView> {
  const caller = requireCaller(context);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new CallError(ErrorCode.invalidRequest, 'The picture is empty.');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new CallError(ErrorCode.invalidRequest, `The picture is larger than ${MAX_IMAGE_BYTES / 1024} KB.`, {
      maxBytes: MAX_IMAGE_BYTES,
    });
  }
  const type = UPLOAD_TYPES.find((candidate) => candidate.matches(bytes));
  if (!type)
    throw new CallError(ErrorCode.fileTypeNotAllowed, 'Only PNG, JPEG, GIF and WebP pictures can be uploaded.');
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'picture';
  const name = `${randomBytes(8).toString('hex')}-${base}.${type.extension}`;
  await insertImage(context.db, {
    name,
    account_id: caller.member.account_id,
    content_type: type.contentType,
    size: bytes.length,
    data: bytes.toString('base64'),
    created_at: context.now,
  });
  await recordAudit(context, 'questionnaire.image', name, { size: bytes.length });
  return { name, contentType: type.contentType, size: bytes.length, created: context.now };
}

export async function accountImages(context: CallContext): Promise<ImageView[]> {
  const rows = await listImages(context.db, requireCaller(context).member.account_id);
  return rows.map((row) => ({
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    created: row.created_at,
  }));
}
