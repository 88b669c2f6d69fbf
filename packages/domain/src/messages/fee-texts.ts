/**
 * The administrative fee's one story (DESIGN §3 "Fees"): 3% of each underwritten carrier life
 * plan's premium, already in the price shown for that plan, never charged on other plans. Every
 * screen and e-mail that mentions the fee says it with these texts.
 */
export const FEE_TEXTS = {
  /** Spec 000 §2 Cart: the notice of a cart with an underwritten life plan. */
  cartNotice: 'Prices include a 3% administrative fee.',
  /** Beside an underwritten life plan's price (plan page, cart line). */
  priceIncludesFee: 'Includes a 3% administrative fee',
  /** The cart's, quote's and receipt's line naming the fee already in the prices above it. */
  includedFeeLabel: 'Included administrative fee',
  includedFeeHint: '3% of the life plan premiums, already in their prices',
  /** The carrier statement of an underwritten life plan. */
  carrierStatement: 'I understand that the price shown for this plan includes a 3% administrative fee on its monthly premium.',
  /** A plan description's bullet. */
  planBullet: 'The price shown includes a 3% administrative fee on the premium',
} as const;
