import type { AgreementMode } from '@benefit-store/domain';

/**
 * The agreement step's instructions, for what its form shows whoever fills it (docs/decisions/0100):
 * a rep confirms the statements and enters the applicant's code (no pad unless a portal asks for
 * one), a group administrator gives the group's code and signs, an applicant types their name and
 * signs. "Sign below" only above a signature pad.
 */
export function agreementIntro(mode: AgreementMode | undefined, hasPad: boolean): string {
  const thenSign = (text: string) => (hasPad ? `${text} and sign below.` : `${text}.`);
  switch (mode) {
    case 'rep':
      return (
        'Please read each statement and tick it to confirm it. The applicant agrees by giving you the code e-mailed to them ' +
        'with the plans and this agreement: send it, then enter it below with your agent code and their answer.' +
        (hasPad ? ' Then sign below.' : '')
      );
    case 'group':
      return thenSign('Please read each statement, tick it to confirm it, enter your group code');
    case 'applicant':
      return thenSign('Please read each statement, tick it to agree, type your full name');
    default:
      return thenSign('Please read each statement and tick it to agree');
  }
}
