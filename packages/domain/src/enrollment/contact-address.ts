/**
 * The contact address against the cart's price (DESIGN §3 "Contact address", docs/decisions/0103):
 * the zip must lie in the chosen state, and the state must be the one the plans were priced for
 * (the enrollment's filter); otherwise the cart is re-priced for the new zip first.
 */
import type { FieldError } from '../contract/envelope';
import { US_STATES } from '../contract/enrollment';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';

/** The place the cart was priced for: the enrollment's filter zip and state. */
export type PricedPlace = { zip: string; state: string };

/** The error envelope's `errorCode` when re-pricing the cart for the typed zip would let the address be saved. */
export const REPRICE_FOR_ZIP = 'repriceForZip';

const stateName = (abbrev: string) => US_STATES.find((state) => state.abbrev === abbrev)?.name ?? abbrev;

/** Names joined for a sentence: 'A', 'A and B', 'A, B and C'. */
const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;

export const CONTACT_ADDRESS_MESSAGES = {
  zipNotInState: (zip: string, zipState: string, chosenState: string) =>
    `${zip} is a ${stateName(zipState)} zip code, not ${stateName(chosenState)}. Please check the zip code or the state.`,
  notPricedState: (priced: PricedPlace, state: string, zip: string) =>
    `Your plans are priced for ${stateName(priced.state)} (zip ${priced.zip}). To use an address in ${stateName(state)}, ` +
    `please update your plan prices for zip ${zip} first.`,
  repriceAction: (zip: string) => `Update my plan prices for zip ${zip}`,
  repriced: (zip: string, state: string) => `Your plan prices are now for zip ${zip} in ${stateName(state)}.`,
  /** Plans the cart cannot keep at the new zip: re-pricing is refused and nothing changes. */
  notOfferedAt: (planNames: readonly string[], zip: string, state: string) =>
    `${joinNames(planNames)} ${planNames.length === 1 ? 'is' : 'are'} not offered for zip ${zip} in ${stateName(state)}. ` +
    `Please remove ${planNames.length === 1 ? 'it' : 'them'} from your cart to use this address.`,
};

export type ContactAddressCheck = {
  /** Under `zip` or `state`, the field the person fixes; empty when the address may be saved. */
  errors: FieldError[];
  /** True when re-pricing the cart for the typed zip is what the address needs. */
  canReprice: boolean;
};

/**
 * The contact step's zip and state (upper-cased) against the zip's own state (`zipState`, from
 * the zip directory; undefined for a zip it does not know) and the place the cart was priced for
 * (undefined when the filter has none: nothing to hold the state to). Empty fields are left to
 * the step's required-field rules.
 */
export function checkContactAddress({
  zip,
  state,
  zipState,
  priced,
}: {
  zip: string;
  state: string;
  zipState: string | undefined;
  priced: PricedPlace | undefined;
}): ContactAddressCheck {
  const refuse = (target_element: 'zip' | 'state', error_message: string, canReprice = false) => ({
    errors: [{ target_element, error_message }],
    canReprice,
  });
  if (zip === '' || state === '') return { errors: [], canReprice: false };
  if (zipState === undefined) return refuse('zip', VALIDATION_MESSAGES.zipUnknown);
  if (zipState !== state) return refuse('zip', CONTACT_ADDRESS_MESSAGES.zipNotInState(zip, zipState, state));
  if (priced && priced.state !== state) return refuse('state', CONTACT_ADDRESS_MESSAGES.notPricedState(priced, state, zip), true);
  return { errors: [], canReprice: false };
}
