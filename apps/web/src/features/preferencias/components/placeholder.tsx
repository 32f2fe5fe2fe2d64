export function NotificationSections() {
  return null;
}
export function AppearanceSections() {
  return null;
}
export function HelpSections() {
  return null;
}
