/** spec §5 / §9: mobile numbers are masked by asterisks, leaving the last five digits. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 5 ? mobile : '*'.repeat(mobile.length - 5) + mobile.slice(-5);
}

/** A bank account number as shown back to its holder: every digit but the last four masked (XXXXXXXX9012). */
export function maskAccount(accountNumber: string): string {
  return 'X'.repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);
}

/** Masks every Indian mobile number (10 digits starting 6-9) in a log line. */
export function maskMobilesIn(text: string): string {
  return text.replace(/(?<!\d)[6-9]\d{9}(?!\d)/g, (m) => maskMobile(m));
}

/** The borrower's e-mail address as shown back: the first two characters of the name, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}${'*'.repeat(Math.max(3, at - 2))}${email.slice(at)}`;
}
