/**
 * Where step screenshots and signatures are kept (DESIGN §1 "files"): the database by default
 * (`createDatabaseFileStore`), an object store behind the same interface when one machine is
 * outgrown. Every file belongs to one enrollment; reading or deleting names that owner, so a
 * file id alone never reaches another enrollment's file.
 */
export type StoredFile = {
  /** The enrollment the file belongs to. */
  enrollmentId: string;
  /** A MIME type, e.g. `image/png`. */
  contentType: string;
  bytes: Buffer;
};

export type NewFile = StoredFile & {
  /** Personal files (signatures, screenshots of steps showing personal data) are sealed at rest. */
  isPersonal: boolean;
};

export interface FileStore {
  /** Stores the file and answers its id: unguessable (a random UUID, 122 random bits). */
  put(file: NewFile): Promise<string>;
  /** The file, when `id` names one that belongs to `enrollmentId`. */
  get(enrollmentId: string, id: string): Promise<StoredFile | undefined>;
  /** Removes the file; answers whether there was one of that enrollment to remove. */
  delete(enrollmentId: string, id: string): Promise<boolean>;
}
