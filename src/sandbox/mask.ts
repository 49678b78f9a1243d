/** spec §5 / §9: mobile numbers are masked by asterisks, leaving the last five digits. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 5 ? mobile : '*'.repeat(mobile.length - 5) + mobile.slice(-5);
}

/** Masks every Indian mobile number (10 digits starting 6-9) in a log line. */
export function maskMobilesIn(text: string): string {
  return text.replace(/(?<!\d)[6-9]\d{9}(?!\d)/g, (m) => maskMobile(m));
}
