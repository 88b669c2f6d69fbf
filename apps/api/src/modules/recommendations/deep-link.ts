import type { DecryptedDetail } from '@benefit-store/domain';
import type { DataCipher } from '../../lib/data-cipher';
import { badRequest } from '../../lib/http';

/** The deep-link parameters, as decrypt-detail names them. */
export const LINK_FIELDS = ['portalId', 'planId', 'userID', 'agentId', 'groupId'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];
export type LinkValues = { [K in keyof DecryptedDetail]?: DecryptedDetail[K] | undefined };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One AES-256-GCM token per value (context.cipher: `v2.<keyId>.<iv>.<tag>.<data>`, base64url
 * parts, safe in a URL). The field name is sealed with the value and bound as its additional
 * data, so a token cannot be moved to another field; any change to a token fails its tag.
 */
const placeOf = (field: LinkField) => `deep-link:${field}`;

export function sealLinkValue(cipher: DataCipher, field: LinkField, value: number | string): string {
  return cipher.encrypt(`${field}:${value}`, placeOf(field));
}

export function openLinkValue(cipher: DataCipher, field: LinkField, token: string): number | string {
  const invalid = () => badRequest(field, 'This link is not valid');
  let plain: string;
  try {
    plain = cipher.decrypt(token, placeOf(field));
  } catch {
    throw invalid();
  }
  const prefix = `${field}:`;
  if (!plain.startsWith(prefix)) throw invalid();
  const value = plain.slice(prefix.length);
  if (field === 'userID') {
    if (!UUID.test(value)) throw invalid();
    return value;
  }
  if (!/^[1-9]\d{0,9}$/.test(value)) throw invalid();
  return Number(value);
}

/** The query string of a deep link: every given value as its token. */
export function linkQuery(cipher: DataCipher, values: LinkValues): string {
  const params = new URLSearchParams();
  for (const field of LINK_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== null) params.set(field, sealLinkValue(cipher, field, value));
  }
  return params.toString();
}

/** decrypt-detail: each token given is opened; absent ones are null. */
export function openLink(cipher: DataCipher, tokens: Partial<Record<LinkField, string | undefined>>): DecryptedDetail {
  const open = (field: LinkField) => {
    const token = tokens[field];
    return token === undefined ? null : openLinkValue(cipher, field, token);
  };
  return {
    portalId: open('portalId') as number | null,
    planId: open('planId') as number | null,
    userID: open('userID') as string | null,
    agentId: open('agentId') as number | null,
    groupId: open('groupId') as number | null,
  };
}
