import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { DbOrTx } from '../db/client';
import { sealedAt, type DataCipher } from '../lib/data-cipher';
import type { FileStore } from './file-store';
import * as repo from './stored-files.repository';

/** Ids are UUIDs; anything else names no file (and never reaches the uuid column as a cast error). */
const isFileId = (id: string) => z.uuid().safeParse(id).success;

/** The default file store: rows of `stored_files`, personal files sealed with the data cipher. */
export function createDatabaseFileStore(db: DbOrTx, cipher: DataCipher): FileStore {
  return {
    async put({ enrollmentId, contentType, bytes, isPersonal }) {
      const id = randomUUID();
      await repo.insertStoredFile(db, {
        id,
        enrollmentId,
        contentType,
        isSealed: isPersonal,
        bytes: isPersonal ? cipher.encryptBytes(bytes, sealedAt('stored_files:bytes', id)) : bytes,
      });
      return id;
    },
    async get(enrollmentId, id) {
      if (!isFileId(id) || !isFileId(enrollmentId)) return undefined;
      const row = await repo.findStoredFile(db, enrollmentId, id);
      if (!row) return undefined;
      return {
        enrollmentId,
        contentType: row.contentType,
        bytes: row.isSealed ? cipher.decryptBytes(row.bytes, sealedAt('stored_files:bytes', id)) : row.bytes,
      };
    },
    async delete(enrollmentId, id) {
      if (!isFileId(id) || !isFileId(enrollmentId)) return false;
      return repo.deleteStoredFile(db, enrollmentId, id);
    },
  };
}
