export function PrivacySections() {
  return null;
}
