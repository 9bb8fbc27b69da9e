/** An amount in euros, the platform's currency (specification section 9), written the locale's way. */
export function formatCurrency(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
}
