/**
 * A child without a login (issue 24, point 2): a person whose `has_login` is false, with an address
 * no one can receive mail at (the reserved `.invalid` domain, RFC 2606) and no usable password, so
 * it can never sign in. A parent's approval gives the child their real address and a password link.
 */
export const NO_LOGIN_DOMAIN = "no-login.invalid";
export const noLoginEmail = (key: string) => `child-${key}@${NO_LOGIN_DOMAIN}`;
export const isNoLoginEmail = (email: string) => email.endsWith(`@${NO_LOGIN_DOMAIN}`);
/** The address of an erased person (GDPR art. 17): unique per person, and no one receives mail at it. */
export const erasedEmail = (personId: number) => `erased-${personId}@${NO_LOGIN_DOMAIN}`;
