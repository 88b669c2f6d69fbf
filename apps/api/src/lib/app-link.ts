/** A page of the store as an e-mail links to it: `path` under PUBLIC_URL. */
export const appLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
