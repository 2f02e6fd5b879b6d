/** The name of the session cookie (httpOnly, SameSite=Lax; Secure in production). */
export const SESSION_COOKIE = 'dct.sid';
