/** The console errors among `errors` that say React's take-over did not match the server's HTML. */
export const hydrationErrors = (errors: string[]) =>
  errors.filter((text) => /hydrat|did not match|server rendered|Minified React error #4(18|19|21|23|25)/i.test(text));
