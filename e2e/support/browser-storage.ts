import { expect, type Page } from './fixtures';
import { MARIA } from './wizard-setup';

/**
 * Nothing personal in the browser's storage (DESIGN §5: personal values
 * stay on the server behind the enrollment id). Reads every origin the browser touched: local
 * storage, session storage, IndexedDB and cookies.
 */
type Stored = { where: string; key: string; value: string };

/** The SSN the wizard journeys type (MARIA), as typed and as shown with dashes. */
export const MARIA_SSN_FORMS = [MARIA.ssn, `${MARIA.ssn.slice(0, 3)}-${MARIA.ssn.slice(3, 5)}-${MARIA.ssn.slice(5)}`];
/** createEnrollment's date of birth and the beneficiary's (wizard-setup), as typed and as ISO dates. */
export const SHOPPER_BIRTH_DATES = ['04/12/1985', '1985-04-12', '02/03/2010', '2010-02-03'];

/** Everything the browser keeps for the page: each origin's local storage, IndexedDB and cookies, and each frame's session storage. */
async function everythingStored(page: Page): Promise<Stored[]> {
  const state = await page.context().storageState({ indexedDB: true });
  const stored: Stored[] = state.cookies.map((cookie) => ({ where: `cookie ${cookie.domain}`, key: cookie.name, value: cookie.value }));
  for (const origin of state.origins) {
    stored.push(...origin.localStorage.map(({ name, value }) => ({ where: `localStorage ${origin.origin}`, key: name, value })));
    // Listed with `indexedDB: true` (Playwright 1.51+), though the origin's published type leaves it out.
    const { indexedDB } = origin as { indexedDB?: unknown[] };
    if (indexedDB?.length) stored.push({ where: `IndexedDB ${origin.origin}`, key: '*', value: JSON.stringify(indexedDB) });
  }
  for (const frame of page.frames()) {
    const session = await frame.evaluate(() => Object.entries(sessionStorage)).catch(() => []);
    stored.push(...session.map(([key, value]) => ({ where: `sessionStorage ${new URL(frame.url()).origin}`, key, value })));
  }
  return stored;
}

/**
 * Stored entries holding one of the personal values (whole digits or words, so an id's hex never
 * matches a short number by chance); `tempId` must be among them, or the read was not the page's.
 */
export async function personalStored(page: Page, personal: string[]): Promise<string[]> {
  const stored = await everythingStored(page);
  expect(
    stored.some((entry) => entry.where.startsWith('localStorage') && entry.key === 'tempId'),
    'the storage read is the page’s',
  ).toBe(true);
  return stored.flatMap(({ where, key, value }) =>
    personal
      .filter((one) => new RegExp(`(^|[^\\w-])${one.replace(/[/-]/g, '\\$&')}($|[^\\w-])`).test(`${key} ${value}`))
      .map((one) => `${one} in ${where} ${key}`),
  );
}
