import type { CurrentMember } from '@benefit-store/domain';

/** Members tables show 5 rows a page (spec 000 §9). */
export const MEMBERS_PAGE_SIZE = 5;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The search box: every word typed must appear in the member's name, e-mail or group name
 * ("carter acme" finds Emily Carter of Acme).
 */
export function filterMembers(members: readonly CurrentMember[], query: string): CurrentMember[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter((member) => {
    const haystack = normalize([member.name, member.email, member.group_info.group_name ?? ''].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

export function pageCount(total: number, pageSize = MEMBERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page (1-based) of the rows. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = MEMBERS_PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export const isActivePlan = (status: string) => status.toUpperCase() === 'ACTIVE';
