/**
 * Loads ICU's number, plural and date data for the page's language off the main thread. The first Intl object a
 * renderer process makes loads that data (15-35 ms on this machine, four times that on a mid-range phone, in one
 * piece that cannot be split); ICU keeps it for the whole process, so once this worker has made its objects the
 * page's own first Intl.NumberFormat costs nothing (bench/web, total blocking time).
 */
self.onmessage = (event: MessageEvent<string | undefined>) => {
  const language = event.data;
  try {
    new Intl.NumberFormat(language).format(1.5);
    new Intl.PluralRules(language).select(1);
    new Intl.DateTimeFormat(language, { timeZoneName: 'short' }).format(0);
  } catch {
    // A language tag the browser does not know: the app falls back on its own.
  }
  self.close();
};
