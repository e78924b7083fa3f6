import MailChecker from 'mailchecker';

// mailchecker's maintained list of throwaway (disposable) e-mail domains, read once.
const THROWAWAY_DOMAINS = MailChecker.blacklist();

/** True for an address at a throwaway domain or one of its subdomains (x@mail.mailinator.com). */
export function isThrowawayAddress(email: string): boolean {
  const labels = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (THROWAWAY_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
