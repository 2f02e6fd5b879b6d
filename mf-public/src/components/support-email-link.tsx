export const SUPPORT_EMAIL = 'support@downtimeclaims.example';

export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
