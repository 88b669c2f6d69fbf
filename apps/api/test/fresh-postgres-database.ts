import { randomBytes } from 'node:crypto';

/** Runs one statement as the server's administrator (creating or dropping a test database). */
async function asAdmin(baseUrl: string, statement: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates a database on the server (empty, or a copy of the database named `template`) for one test file and returns its URL. */
export async function freshPostgresDatabase(baseUrl: string, template?: string): Promise<string> {
  const name = `bs_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The name of the database a URL points at. */
export function databaseNameOf(url: string): string {
  return new URL(url).pathname.slice(1);
}

/** Drops a database `freshPostgresDatabase` created. */
export async function dropPostgresDatabase(baseUrl: string, url: string): Promise<void> {
  await asAdmin(baseUrl, `drop database if exists ${databaseNameOf(url)}`);
}
