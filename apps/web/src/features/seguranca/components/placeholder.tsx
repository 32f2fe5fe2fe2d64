export function SecuritySections() {
  return null;
}
