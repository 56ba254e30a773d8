/**
 * Formats an amount in integer cents as "12,345.67" (en-US grouping). Written out because
 * Number#toLocaleString builds an Intl formatter on each call, which costs about 10 µs.
 */
export const formatCents = (amountCents: number): string => {
  const sign = amountCents < 0 ? "-" : ""
  const abs = Math.abs(Math.round(amountCents))
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")}`
}
