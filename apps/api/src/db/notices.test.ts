import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { listenForNotices, namesOf, NoticeBatcher, type Listening } from './notices';

/** PGlite in memory: its notices arrive before the statement that sent them returns. */
describe('NoticeBatcher: changes announced together go out as few notices', () => {
  let database: Database;
  let listening: Listening;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    listening = await listenForNotices(database.db, 'batch_test', { onNotice: (payload) => heard.push(payload), onLost: () => undefined });
  });
  afterAll(async () => {
    await listening.stop();
    await database.close();
  });

  it('sends names announced at once in one notice, and a later one in its own; each send resolves once its name is out', async () => {
    heard.length = 0;
    const batcher = new NoticeBatcher(database.db, 'batch_test');
    await Promise.all(['a', 'b', 'c', 'a'].map((name) => batcher.send(name)));
    expect(heard).toEqual(['a b c']);
    await batcher.send('d');
    expect(heard.map(namesOf)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('keeps each notice under PostgreSQL payload limit: 250 enrollment ids go out in two', async () => {
    heard.length = 0;
    const batcher = new NoticeBatcher(database.db, 'batch_test');
    const ids = Array.from({ length: 250 }, () => crypto.randomUUID());
    await Promise.all(ids.map((id) => batcher.send(id)));
    expect(heard.length).toBe(2);
    expect(heard.every((payload) => payload.length < 8000)).toBe(true);
    expect(heard.flatMap(namesOf).sort()).toEqual([...ids].sort());
  });

  it('refuses a name with a space, which would read as two', () => {
    expect(() => new NoticeBatcher(database.db, 'batch_test').send('a b')).toThrow();
  });
});
