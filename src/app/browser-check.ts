/**
 * spec §2 browser notice: Chrome, Firefox or Safari are advised (Safari up to 18.1). Edge and Opera identify as
 * Chrome too, so they are told apart first.
 */
export function isRecommendedBrowser(userAgent: string): boolean {
  if (/Edg\/|OPR\/|Opera/i.test(userAgent)) return false;
  if (/Firefox\//.test(userAgent)) return true;
  if (/(Chrome|Chromium|HeadlessChrome)\//.test(userAgent)) return true;
  const safari = /Version\/(\d+)(?:\.(\d+))?.*Safari\//.exec(userAgent);
  if (safari) {
    const major = Number(safari[1]);
    const minor = Number(safari[2] ?? 0);
    return major < 18 || (major === 18 && minor <= 1);
  }
  return false;
}
