import { randomBytes } from 'node:crypto';

/** Creates a database on the server (empty, or a copy of `template`) for one test file and returns its URL. */
export async function freshPostgresDatabase(baseUrl: string, template?: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `bs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
