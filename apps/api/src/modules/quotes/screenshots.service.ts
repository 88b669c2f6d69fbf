import { SCREENSHOT_PREFIX } from '@benefit-store/domain';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/file-store';
import { badRequest } from '../../lib/http';
import * as repo from './screenshots.repository';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The decoded PNG of a `data:image/png;base64,` URL, or a 400 on `image`. */
export function decodePngDataUrl(dataUrl: string): Buffer {
  const payload = dataUrl.slice(SCREENSHOT_PREFIX.length);
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) throw badRequest('image', 'The image is not valid base64');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw badRequest('image', 'The image must be a PNG');
  }
  return bytes;
}

/**
 * save-screenshot (spec 001 §7 "Shared"): keeps the latest image of a step for the enrollment, in
 * the file store. Sealed: every step's form shows personal data (names, SSNs, health answers).
 */
export async function saveScreenshot(db: Db, files: FileStore, shot: { enrollmentId: string; name: string; image: string }) {
  const bytes = decodePngDataUrl(shot.image);
  const fileId = await files.put({ enrollmentId: shot.enrollmentId, contentType: 'image/png', bytes, isPersonal: true });
  const replaced = await db.transaction((tx) => repo.replaceScreenshot(tx, { enrollmentId: shot.enrollmentId, name: shot.name, fileId }));
  for (const oldFileId of replaced) await files.delete(shot.enrollmentId, oldFileId);
  return { name: shot.name, bytes: bytes.length };
}
