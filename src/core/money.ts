/**
 * Money in integer cents, rounded half away from zero: the one rounding rule of the calculators
 * (each amount is rounded to the cent where it is computed, as a tax office or bank statement does).
 */

/** num / den rounded half away from zero, for integers. */
export const divRound = (num: number, den: number): number =>
  Math.sign(num) * Math.floor((Math.abs(num) * 2 + den) / (2 * den))

/** EUR to integer cents. */
export const cents = (eur: number): number => Math.sign(eur) * Math.round(Math.abs(eur) * 100)

/** Integer cents to EUR. */
export const euros = (amountCents: number): number => amountCents / 100

/** amountCents x ratePercent / 100, rounded to the cent (exact for rates with up to 2 decimals: 8.8, 2.65, 16.6). */
export const pct = (amountCents: number, ratePercent: number): number =>
  divRound(amountCents * Math.round(ratePercent * 100), 10_000)
