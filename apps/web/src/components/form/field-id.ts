/**
 * The DOM id a field of `path` carries, so the error summary can link to it. A module of its own:
 * the landing's first step uses it without bringing the summary's code (docs/decisions/0070).
 */
export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;
