export function AccountSections() {
  return null;
}
export function SessionsSection() {
  return null;
}
export function DeleteAccountSection() {
  return null;
}
