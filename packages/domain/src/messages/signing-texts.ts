/**
 * The applicant's signing link and "this was not me" (DESIGN §3 "Rep-assisted applications",
 * docs/decisions/0092, 0093). Not quoted by the specification.
 */
export const SIGNING_MESSAGES = {
  sendToSign: 'Send to the applicant to sign',
  linkSent: 'A signing link was sent to the applicant’s e-mail address.',
  /** Every refusal of a signing link: unknown, used, replaced or expired alike. */
  linkInvalid: 'This signing link is not valid or has been used',
  signIn: 'Please sign in as the rep or group administrator of this enrollment',
  notRepOrGroup: 'Only an application filled by a rep or group administrator is sent to the applicant to sign',
  signAndSubmit: 'Sign and submit',
  signedTitle: 'Thank you, your enrollment is complete',
  /** Every refusal of a "this was not me" link. */
  notMeInvalid: 'This link is not valid or has been used',
  notMeConfirm: 'This was not me',
  notMeThanks:
    'Thank you for telling us. We have flagged this enrollment, and the agency will look into it. You do not need to do anything else.',
} as const;

/** The signing link's e-mail subject. */
export const signingEmailSubject = (enroller: string) => `${enroller} asks you to review and sign your enrollment`;
/** The e-mail telling the applicant who enrolled them. */
export const enrolledByEmailSubject = (enroller: string, store: string) => `${enroller} enrolled you in ${store}`;
