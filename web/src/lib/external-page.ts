/**
 * Leaves the app for a page of another site (the payment provider's checkout or portal). One
 * place, so tests can watch where the app sends the browser.
 */
export function goToExternalPage(url: string): void {
  window.location.assign(url);
}
