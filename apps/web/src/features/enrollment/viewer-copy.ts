import { viewerOf, type Viewer } from '@benefit-store/domain';
import { useStoredSession } from '@/lib/use-stored-session';

/** Who fills the wizard in this browser: the applicant, or the rep or group administrator enrolling them (docs/decisions/0100). */
export function useViewer(): Viewer {
  return viewerOf(useStoredSession().eprocess);
}

/**
 * The wizard's words that depend on who reads them (docs/decisions/0100): "you" to the applicant,
 * "the applicant" (a rep's "client", a group's "member") to whoever enrolls them. The
 * specification's quoted texts are not here: they read the same to everyone.
 */
export const VIEWER_COPY: Record<
  Viewer,
  {
    contactIntro: string;
    contactEmailHint: string;
    contactCopyNote: string;
    employerIntro: string;
    dependentsIntro: string;
    beneficiaryIntro: string;
  }
> = {
  applicant: {
    contactIntro: 'Where we send your policy documents, and how we reach you.',
    contactEmailHint: 'Your receipt and policy documents go to this address',
    contactCopyNote:
      'You receive an electronic copy of your application, and an e-mail within 10 minutes after the enrollment is completed.',
    employerIntro: 'Tell us about your employer and your job.',
    dependentsIntro: 'The people covered with you under the tier you chose.',
    beneficiaryIntro: 'Who receives the benefit of your life cover, and in what share.',
  },
  rep: {
    contactIntro: "Where we send the applicant's policy documents, and how we reach them.",
    contactEmailHint: "The client's own e-mail address, not yours: the verification code and the receipt go there",
    contactCopyNote:
      'The applicant receives an electronic copy of the application, and an email within 10 minutes after the enrollment is completed.',
    employerIntro: "Tell us about the applicant's employer and job.",
    dependentsIntro: 'The people covered with the applicant under the tier chosen.',
    beneficiaryIntro: "Who receives the benefit of the applicant's life cover, and in what share.",
  },
  group: {
    contactIntro: "Where we send the member's policy documents, and how we reach them.",
    contactEmailHint: "The member's own e-mail address, not yours: the receipt goes there",
    contactCopyNote:
      'The applicant receives an electronic copy of the application, and an email within 10 minutes after the enrollment is completed.',
    employerIntro: "Tell us about the member's employer and job.",
    dependentsIntro: 'The people covered with the member under the tier chosen.',
    beneficiaryIntro: "Who receives the benefit of the member's life cover, and in what share.",
  },
};
