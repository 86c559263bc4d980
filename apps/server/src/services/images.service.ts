import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { imageName } from '@palate/engine';
import { CallError, ErrorCode } from '@palate/protocol';

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
 * GET img?nm=: a picture from the server's image folder. The name must be a bare file
 * name (the definition's rule): no folder, no leading dot, so `../` can never leave the
 * folder; a type outside the list gets 4150. Undefined when there is no such picture.
 */
export async function readImage(folder: string, name: string): Promise<ImageFile | undefined> {
  const contentType = CONTENT_TYPES[extname(name).toLowerCase()];
  if (contentType === undefined) throw new CallError(ErrorCode.fileTypeNotAllowed, 'This file type is not allowed.');
  if (!imageName.safeParse(name).success) throw new CallError(ErrorCode.invalidRequest, 'Not a picture name.');
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
